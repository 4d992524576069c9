/*
 * The slack path out of the kernel, for tools/no-division: the step
 * (src/slack_queue.h) and the wheel's own calc_wheel_index() it asks, behind
 * one function that the compiler cannot inline away.  Built at gcc -O2,
 * gcc -Os and clang -O2 (qemu-tests/qemu.mk, make no-division).
 */
#include "slack_queue.h"

unsigned long slack_step(unsigned long expires, int slack, unsigned long clk,
			 unsigned int *idx, unsigned long *bucket_expiry);

unsigned long slack_step(unsigned long expires, int slack, unsigned long clk,
			 unsigned int *idx, unsigned long *bucket_expiry)
{
	return slack_queue_expiry(expires, slack, clk, idx, bucket_expiry);
}
