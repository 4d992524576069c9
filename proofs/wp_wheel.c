/* Frama-C entry point for the wheel model and the queueing step. */
#include "../src/slack_queue.h"
