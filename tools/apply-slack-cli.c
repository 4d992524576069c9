// SPDX-License-Identifier: GPL-2.0
/*
 * apply-slack: run the verified apply_slack() on lines of standard input.
 *
 *   apply-slack [--hex] [--wheel] < input
 *
 * Each input line is "EXPIRES SLACK NOW", fields separated by spaces or
 * tabs, each a decimal number or a 0x hexadecimal one.  EXPIRES and NOW are
 * jiffies, 0 .. 2^64 - 1; SLACK is an int, -2^31 .. 2^31 - 1, and may carry
 * a '-' sign.  Each line gives one output line: the result in decimal, or
 * with --hex as 0x%016lx (the format of tests/vectors/boundary.txt).
 *
 * With --wheel each output line is "QUEUED FIRES": QUEUED is
 * slack_queue_expiry(EXPIRES, SLACK, NOW), the expiry to queue on the 6.1
 * timer wheel, and FIRES is wheel_fire(QUEUED, NOW), the jiffy at which the
 * wheel (LVL_DEPTH 9, every HZ but 100; its clock equal to NOW) fires it.
 * That is what the kernel queues: with automatic slack (SLACK < 0) QUEUED
 * is EXPIRES itself (E-auto-exact), with an explicit slack the step's
 * choice.
 *
 * On the first bad line (malformed number, number out of range, missing or
 * extra field, empty line, NUL byte) it prints every result before it,
 * then "apply-slack: line N: PROBLEM" on standard error, and exits 1.
 * Usage errors exit 2.  The input is strict on purpose: a test driver that
 * feeds it garbage should hear about it, not get a plausible number.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "apply_slack.h"
#include "slack_queue.h"
#include "wheel_fire.h"

#define SHOW_MAX	40	/* characters of a bad field quoted back */

static unsigned long lineno;

/* A bad field, quoted back safely: at most SHOW_MAX bytes, \xNN escapes. */
static const char *show(const char *s, size_t len)
{
	static char buf[SHOW_MAX * 4 + 4];
	size_t i, o = 0;

	for (i = 0; i < len && i < SHOW_MAX; i++) {
		unsigned char c = s[i];

		if (isprint(c))
			buf[o++] = c;
		else
			o += sprintf(buf + o, "\\x%02x", c);
	}
	if (i < len)
		o += sprintf(buf + o, "...");
	buf[o] = '\0';
	return buf;
}

static void __attribute__((noreturn, format(printf, 1, 2)))
fail(const char *fmt, ...)
{
	va_list ap;

	/* results of the good lines first, then the complaint */
	fflush(stdout);
	fprintf(stderr, "apply-slack: line %lu: ", lineno);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

static int digit(char c, unsigned int base)
{
	int d;

	if (c >= '0' && c <= '9')
		d = c - '0';
	else if (c >= 'a' && c <= 'f')
		d = c - 'a' + 10;
	else if (c >= 'A' && c <= 'F')
		d = c - 'A' + 10;
	else
		return -1;
	return d < (int)base ? d : -1;
}

/*
 * Parse [-](decimal | 0x hex) of exactly len characters into a magnitude
 * and a sign.  Own parser rather than strtoul(): strtoul accepts leading
 * blanks, a '+', wraps "-1" to ULONG_MAX and reads "0x" as 0.
 */
static void parse(const char *name, const char *s, size_t len,
		  unsigned long *mag, bool *neg)
{
	unsigned int base = 10;
	size_t i = 0;

	*mag = 0;
	*neg = false;
	if (i < len && s[i] == '-') {
		*neg = true;
		i++;
	}
	if (len - i > 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
		base = 16;
		i += 2;
	}
	if (i == len)
		fail("%s: malformed number '%s'", name, show(s, len));
	for (; i < len; i++) {
		int d = digit(s[i], base);

		if (d < 0)
			fail("%s: malformed number '%s'", name, show(s, len));
		if (*mag > (ULONG_MAX - d) / base)
			fail("%s: out of range '%s'", name, show(s, len));
		*mag = *mag * base + d;
	}
}

static unsigned long parse_jiffies(const char *name, const char *s, size_t len)
{
	unsigned long mag;
	bool neg;

	parse(name, s, len, &mag, &neg);
	if (neg)
		fail("%s: out of range '%s' (0..%lu)", name, show(s, len),
		     ULONG_MAX);
	return mag;
}

static int parse_slack(const char *s, size_t len)
{
	unsigned long mag;
	bool neg;

	parse("SLACK", s, len, &mag, &neg);
	if (neg ? mag > (unsigned long)INT_MAX + 1 : mag > INT_MAX)
		fail("SLACK: out of range '%s' (%d..%d)", show(s, len),
		     INT_MIN, INT_MAX);
	/*
	 * -(INT_MAX + 1) without signed overflow: in long long, which is 64
	 * bits on every ABI; long is 32 bits on i386 and armhf, where negating
	 * 2^31 overflowed (UBSAN in make test-32 caught it).
	 */
	return neg ? (int)(-(long long)mag) : (int)mag;
}

/*
 * Next field of *p: its start and length; 0 length when the line ends.
 * Any byte but blank and newline belongs to a field, so a stray '\r' or
 * control character is reported as part of a malformed number.
 */
static size_t field(const char **p, const char **start)
{
	const char *s = *p;
	size_t len;

	s += strspn(s, " \t");
	len = strcspn(s, " \t\n");
	*start = s;
	*p = s + len;
	return len;
}

static void do_line(const char *line, bool hex, bool wheel)
{
	static const char *const names[] = { "EXPIRES", "SLACK", "NOW" };
	const char *p = line, *f[3];
	size_t len[3], extra_len;
	const char *extra;
	unsigned long expires, now;
	int i, slack;

	for (i = 0; i < 3; i++) {
		len[i] = field(&p, &f[i]);
		if (len[i] == 0) {
			if (i == 0)
				fail("empty line (expected EXPIRES SLACK NOW)");
			fail("missing field %s", names[i]);
		}
	}
	extra_len = field(&p, &extra);
	if (extra_len)
		fail("extra field '%s' (expected EXPIRES SLACK NOW)",
		     show(extra, extra_len));

	expires = parse_jiffies(names[0], f[0], len[0]);
	slack = parse_slack(f[1], len[1]);
	now = parse_jiffies(names[2], f[2], len[2]);

	if (wheel) {
		unsigned long bucket;
		unsigned int idx;
		unsigned long queued = slack_queue_expiry(expires, slack, now, &idx, &bucket);
		unsigned long fires = wheel_fire(queued, now);

		if (hex)
			printf("0x%016lx 0x%016lx\n", queued, fires);
		else
			printf("%lu %lu\n", queued, fires);
	} else if (hex) {
		printf("0x%016lx\n", apply_slack(expires, slack, now));
	} else {
		printf("%lu\n", apply_slack(expires, slack, now));
	}
}

static void __attribute__((noreturn)) usage(int status)
{
	fprintf(status ? stderr : stdout,
		"usage: apply-slack [--hex] [--wheel] < lines of 'EXPIRES SLACK NOW'\n"
		"  numbers decimal or 0x hex; EXPIRES, NOW in 0..2^64-1,\n"
		"  SLACK in -2^31..2^31-1 (negative: automatic slack).\n"
		"  Prints one result per line, decimal (--hex: 0x%%016lx).\n"
		"  --wheel: prints 'QUEUED FIRES', the expiry slack_queue_expiry()\n"
		"  queues on the 6.1 timer wheel and the jiffy the wheel fires it\n"
		"  at, the wheel clock being NOW (SLACK < 0: QUEUED is EXPIRES).\n");
	exit(status);
}

int main(int argc, char **argv)
{
	bool hex = false, wheel = false;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--hex"))
			hex = true;
		else if (!strcmp(argv[i], "--wheel"))
			wheel = true;
		else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
			usage(0);
		else
			usage(2);
	}
	while ((n = getline(&line, &cap, stdin)) > 0) {
		lineno++;
		if (memchr(line, '\0', n))
			fail("NUL byte in line");
		do_line(line, hex, wheel);
	}
	if (ferror(stdin)) {
		fflush(stdout);
		fprintf(stderr, "apply-slack: read error: %s\n", strerror(errno));
		return 1;
	}
	free(line);
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, "apply-slack: write error: %s\n", strerror(errno));
		return 1;
	}
	return 0;
}
