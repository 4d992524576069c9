// SPDX-License-Identifier: GPL-2.0
/*
 * coalesce: wakeups of a tickless CPU under each rule for the expiry a timer
 * is queued with, on a model of the 6.1 wheel, against the offline optimum
 * (issue 10, the user-space half: `make coalesce`).
 *
 *   coalesce [DATAFILE]
 *
 * A tickless idle CPU wakes once per distinct jiffy at which a timer fires,
 * so the model counts distinct firing instants.  The wheel is the real
 * src/wheel_fire.h (HZ=250, LVL_DEPTH 9), the rules are the real
 * src/apply_slack.h and src/slack_queue.h; only round_jiffies() is copied
 * from the kernel (round_jiffies_common() of 6.1 kernel/time/timer.c,
 * cpu 0), because it is not ours to verify.  The rules:
 *   none          queue expires (the wheel's own batching only)
 *   round_jiffies queue round_jiffies(expires): a whole second, or expires
 *   2010 as is    queue apply_slack(expires, slack, now)
 *   step          queue slack_queue_expiry(expires, slack, now)
 * The optimum is the least number of instants such that every timer has
 * one in its allowed range (sort by range end, greedy: exact for points
 * stabbing intervals).  Two ranges: the window [expires, expires + s], and
 * the range E-bounded allows, [expires, max(no-slack firing instant,
 * expires + s)]; the ratio is to the second, which every rule that keeps
 * E-bounded (none, step) can reach at best.  "late": timers fired after
 * that range.  Workloads as in issue 10, N timers armed at random instants
 * over SPAN jiffies, one fixed seed.  With DATAFILE, also writes the
 * figures for gnuplot (tools/coalesce.gp): one line per workload and N,
 * the wakeups of each rule, then the optimum, then the label.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include "apply_slack.h"
#include "slack_queue.h"

#define HZ	250
#define SPAN	5000
#define NMAX	1000

#include "splitmix64.h"

struct workload {
	const char *name;
	unsigned long lo, hi;	/* delay, jiffies */
	int slack;		/* -1: automatic; -10: 10% of the delay */
};

static const struct workload workloads[] = {
	{ "auto, delays 256-2000",       256, 2000,  -1 },
	{ "auto, delays 1000-40000",    1000, 40000, -1 },
	{ "10% of delay, delays 10-1000", 10, 1000, -10 },
	{ "16 jiffies, delays 1-62",       1, 62,    16 },
};

enum { NONE, ROUND, AS_IS, STEP, NRULES };
static const char *const rule_names[NRULES] = {
	"none", "round_jiffies", "2010 as is", "step" };

/* 6.1's round_jiffies_common(j, 0, false), with jiffies == now */
static unsigned long round_jiffies_at(unsigned long j, unsigned long now)
{
	unsigned long original = j;
	int rem = j % HZ;

	if (rem < HZ / 4)
		j = j - rem;
	else
		j = j - rem + HZ;
	return (long)(now - j) < 0 ? j : original;
}

static unsigned long eff_slack(unsigned long expires, int slack, unsigned long now)
{
	unsigned long delta = expires - now;

	if (slack >= 0)
		return slack;
	return delta >= 256 && delta <= LONG_MAX ? delta / 256 : 0;
}

static int cmp_ulong(const void *a, const void *b)
{
	unsigned long x = *(const unsigned long *)a, y = *(const unsigned long *)b;

	return x < y ? -1 : x > y;
}

static unsigned long distinct(unsigned long *v, int n)
{
	unsigned long d = 0;
	int i;

	qsort(v, n, sizeof(*v), cmp_ulong);
	for (i = 0; i < n; i++)
		d += i == 0 || v[i] != v[i - 1];
	return d;
}

struct range { unsigned long lo, hi; };

static int cmp_end(const void *a, const void *b)
{
	const struct range *x = a, *y = b;

	return x->hi < y->hi ? -1 : x->hi > y->hi;
}

/* least number of points such that every range holds one (no wrap here) */
static unsigned long optimum(struct range *r, int n)
{
	unsigned long count = 0, last = 0;
	int i;

	qsort(r, n, sizeof(*r), cmp_end);
	for (i = 0; i < n; i++) {
		if (count == 0 || r[i].lo > last) {
			last = r[i].hi;
			count++;
		}
	}
	return count;
}

int main(int argc, char **argv)
{
	static const int sizes[] = { 100, 1000 };
	static unsigned long now[NMAX], exp[NMAX], f0[NMAX], bound[NMAX], fires[NMAX];
	static struct range win[NMAX], bnd[NMAX];
	static int sl[NMAX];
	FILE *dat = argc > 1 ? fopen(argv[1], "w") : NULL;
	unsigned w, z;
	int k, i;

	if (argc > 1 && !dat) {
		perror(argv[1]);
		return 2;
	}
	printf("coalesce: model of the 6.1 wheel (HZ=%d), timers armed over %d jiffies,"
	       " seed 0x%lx; wakeups = distinct firing jiffies\n", HZ, SPAN, (unsigned long)RND_SEED);
	printf("%-30s %5s %-14s %8s %6s %9s\n", "workload", "N", "rule", "wakeups", "late",
	       "/ optimum");
	for (w = 0; w < sizeof(workloads) / sizeof(workloads[0]); w++) {
		for (z = 0; z < sizeof(sizes) / sizeof(sizes[0]); z++) {
			int n = sizes[z];
			unsigned long opt_win, opt_bnd;

			rnd_state = RND_SEED + 16 * w + z;
			for (i = 0; i < n; i++) {
				unsigned long delay, s;

				now[i] = rnd() % SPAN;
				delay = workloads[w].lo + rnd() % (workloads[w].hi - workloads[w].lo + 1);
				exp[i] = now[i] + delay;
				sl[i] = workloads[w].slack == -10 ? (int)(delay / 10) : workloads[w].slack;
				s = eff_slack(exp[i], sl[i], now[i]);
				f0[i] = wheel_fire(exp[i], now[i]);
				win[i] = (struct range){ exp[i], exp[i] + s };
				bound[i] = f0[i] > exp[i] + s ? f0[i] : exp[i] + s;
				bnd[i] = (struct range){ exp[i], bound[i] };
			}
			/* optimum() sorts the ranges: bound[] keeps them per timer */
			opt_bnd = optimum(bnd, n);
			opt_win = optimum(win, n);
			for (k = 0; k < NRULES; k++) {
				unsigned long late = 0, wakeups;

				for (i = 0; i < n; i++) {
					unsigned long q = k == NONE ? exp[i] :
						k == ROUND ? round_jiffies_at(exp[i], now[i]) :
						k == AS_IS ? apply_slack(exp[i], sl[i], now[i]) :
						slack_queue_expiry(exp[i], sl[i], now[i]);

					fires[i] = wheel_fire(q, now[i]);
					late += fires[i] > bound[i];
				}
				wakeups = distinct(fires, n);
				printf("%-30s %5d %-14s %8lu %6lu %8.2fx\n",
				       k ? "" : workloads[w].name, n, rule_names[k], wakeups, late,
				       (double)wakeups / opt_bnd);
				if (dat)
					fprintf(dat, "%s%lu", k ? " " : "", wakeups);
			}
			printf("%-30s %5d %-14s %8lu %6s %8.2fx\n", "", n, "optimum (bound)",
			       opt_bnd, "-", 1.0);
			printf("%-30s %5d %-14s %8lu %6s %8.2fx\n", "", n, "optimum (window)",
			       opt_win, "-", (double)opt_win / opt_bnd);
			if (dat)
				fprintf(dat, " %lu \"%s, N=%d\"\n", opt_bnd, workloads[w].name, n);
		}
	}
	if (dat)
		fclose(dat);
	return 0;
}
