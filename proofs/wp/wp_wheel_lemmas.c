/* Frama-C entry point for the wheel lemmas: proved with no other lemma in view. */
#include "../../src/wheel_lemmas.h"
