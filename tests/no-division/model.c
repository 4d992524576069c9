/*
 * The negative control of make no-division: the wheel's model wheel_fire()
 * (src/wheel_fire.h), which the step asked before it asked
 * calc_wheel_index(), divides by a granularity that is not a constant: at
 * gcc -Os the check must find a div in it.
 */
#include "wheel_fire.h"

unsigned long model_fire(unsigned long expires, unsigned long clk);

unsigned long model_fire(unsigned long expires, unsigned long clk)
{
	return wheel_fire(expires, clk);
}
