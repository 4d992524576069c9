/* Frama-C entry point for the user-space __fls(): proved on its own, since
 * its loop needs none of the lemma library that apply_slack() uses. */
#include "../../src/fls.h"
