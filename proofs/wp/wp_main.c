/* Frama-C entry point: every function under proof is reached from here. */
#include "../../src/apply_slack.h"
