// SPDX-License-Identifier: GPL-2.0
/*
 * coalesce: wakeups of a tickless CPU under each rule for the expiry a timer
 * is queued with, on a model of the 6.1 wheel, against the offline optimum
 * (issue 10, the user-space half: `make coalesce`).
 *
 *   coalesce [DATAFILE [KERNELFILE]]
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
 * the wakeups of each rule, then the optimum, then (with KERNELFILE) the
 * kernel's distinct firing jiffies under the step ("-" without it), then
 * the label.
 *
 * "arm+fire": distinct jiffies at which a timer of the row is armed or
 * fires, what a CPU that wakes for nothing else would see (the kernel arms
 * its timers from a timer of its own).  With KERNELFILE (the lines that the
 * KUnit suite timer_slack_wakeups printed, reduced by tools/wakeup-lines to
 * "workload N rule idle_entries irqs distinct_fired distinct_armed_or_fired
 * late off_plan start", in this program's order), the kernel's figures are
 * printed beside the model's: idle entries and interrupts of the CPU, the
 * same distinct counts, "late", and "off plan" (timers armed at another
 * jiffy than drawn).  The kernel starts each row at the jiffy "start", not
 * at 0, and where multiples of powers of two (and of HZ) fall depends on
 * it: so the row is also replayed in the model at the kernel's instants
 * ("replay"), the kernel's ratio is to the optimum at those instants, and
 * the program fails if the kernel's firing jiffies or late count differ
 * from the replay in a row where no timer was armed off plan.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "apply_slack.h"
#include "slack_queue.h"
#include "wheel_fire.h"

#define HZ	250
#define SPAN	5000
#define NMAX	1000

#include "splitmix64.h"
#include "batch_stats.h"

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

/* the kernel's distinct firing jiffies under the step, for the plot */
static unsigned long kernel_step_fired;

static unsigned long queue_by_rule(int k, unsigned long exp, int sl, unsigned long now)
{
	unsigned long bucket;
	unsigned int idx;

	return k == NONE ? exp :
		k == ROUND ? round_jiffies_at(exp, now) :
		k == AS_IS ? apply_slack(exp, sl, now) :
		slack_queue_expiry(exp, sl, now, &idx, &bucket);
}

/*
 * The row replayed at the kernel's instants: the same draws, each timer
 * armed at start + its arming instant.  Firing jiffies and "late" depend
 * on where multiples of powers of two (and of HZ, for round_jiffies())
 * fall, so this, not the table's start at 0, is what the kernel must
 * equal.
 */
static unsigned long replay(const unsigned long *now, const unsigned long *exp, const int *sl,
			    int n, int k, unsigned long start, unsigned long *late,
			    unsigned long *opt)
{
	static unsigned long fires[NMAX];
	static struct range bnd[NMAX];
	int i;

	*late = 0;
	for (i = 0; i < n; i++) {
		unsigned long nw = start + now[i], e = start + exp[i];
		unsigned long f0 = wheel_fire(e, nw), end = e + eff_slack(e, sl[i], nw);
		unsigned long bound = f0 > end ? f0 : end;

		fires[i] = wheel_fire(queue_by_rule(k, e, sl[i], nw), nw);
		*late += fires[i] > bound;
		bnd[i] = (struct range){ e, bound };
	}
	*opt = optimum(bnd, n);
	return distinct(fires, n);
}

static int mismatches, compared, off_plan_rows;

/*
 * One line of KERNELFILE, checked to be the row the model is at, printed
 * beside the model's replay of the row at the kernel's instants.
 */
static int print_kernel(FILE *kern, unsigned w, int n, int k,
			const unsigned long *now, const unsigned long *exp, const int *sl)
{
	static const char *const kernel_names[] = {
		"auto_256-2000", "auto_1000-40000", "10pct_10-1000", "16_1-62" };
	static const char *const kernel_rules[NRULES] = {
		"none", "round_jiffies", "2010_as_is", "step" };
	unsigned long idle, irqs, fired, both, late, off_plan, start, rfired, rlate, opt;
	char name[64], rule[64];
	int kn;

	if (fscanf(kern, "%63s %d %63s %lu %lu %lu %lu %lu %lu %lu", name, &kn, rule, &idle,
		   &irqs, &fired, &both, &late, &off_plan, &start) != 10 ||
	    strcmp(name, kernel_names[w]) ||
	    kn != n || strcmp(rule, kernel_rules[k])) {
		fprintf(stderr, "coalesce: kernel figures missing for %s N=%d %s\n",
			kernel_names[w], n, kernel_rules[k]);
		return 1;
	}
	rfired = replay(now, exp, sl, n, k, start, &rlate, &opt);
	printf(" | kernel: %6lu %6lu %8lu %7.2fx %8lu %5lu %8lu | replay: %6lu %5lu%s", idle,
	       irqs, fired, (double)fired / opt, both, late, off_plan, rfired, rlate,
	       rfired == fired && rlate == late ? "" : "  DIFFERS");
	/*
	 * A timer armed off plan is not where the replay arms it: such a row
	 * is not compared, and only a row of 100 timers may be one.
	 */
	if (off_plan == 0) {
		compared++;
		mismatches += rfired != fired || rlate != late;
	} else {
		off_plan_rows++;
		mismatches += n != 100;
	}
	if (k == STEP)
		kernel_step_fired = fired;
	return 0;
}

int main(int argc, char **argv)
{
	static const int sizes[] = { 100, 1000 };
	static unsigned long now[NMAX], exp[NMAX], f0[NMAX], bound[NMAX], fires[NMAX];
	static unsigned long both[2 * NMAX];
	static struct range win[NMAX], bnd[NMAX];
	static int sl[NMAX];
	FILE *dat = argc > 1 ? fopen(argv[1], "w") : NULL;
	FILE *kern = argc > 2 ? fopen(argv[2], "r") : NULL;
	unsigned w, z;
	int k, i;

	if (argc > 1 && !dat) {
		perror(argv[1]);
		return 2;
	}
	if (argc > 2 && !kern) {
		perror(argv[2]);
		return 2;
	}
	printf("coalesce: model of the 6.1 wheel (HZ=%d), timers armed over %d jiffies,"
	       " seed 0x%lx; wakeups = distinct firing jiffies\n", HZ, SPAN, (unsigned long)RND_SEED);
	printf("%-30s %5s %-14s %8s %6s %9s %8s", "workload", "N", "rule", "wakeups", "late",
	       "/ optimum", "arm+fire");
	if (kern)
		printf(" | kernel: %6s %6s %8s %8s %8s %5s %8s | replay: %6s %5s", "idle", "irqs",
		       "wakeups", "/ opt", "arm+fire", "late", "off plan", "wakeups", "late");
	printf("\n");
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
					unsigned long q = queue_by_rule(k, exp[i], sl[i], now[i]);

					fires[i] = wheel_fire(q, now[i]);
					late += fires[i] > bound[i];
				}
				for (i = 0; i < n; i++) {
					both[i] = now[i];
					both[n + i] = fires[i];
				}
				wakeups = distinct(fires, n);
				printf("%-30s %5d %-14s %8lu %6lu %8.2fx %8lu",
				       k ? "" : workloads[w].name, n, rule_names[k], wakeups, late,
				       (double)wakeups / opt_bnd, distinct(both, 2 * n));
				if (kern && print_kernel(kern, w, n, k, now, exp, sl))
					return 1;
				printf("\n");
				if (dat)
					fprintf(dat, "%s%lu", k ? " " : "", wakeups);
			}
			printf("%-30s %5d %-14s %8lu %6s %8.2fx\n", "", n, "optimum (bound)",
			       opt_bnd, "-", 1.0);
			printf("%-30s %5d %-14s %8lu %6s %8.2fx\n", "", n, "optimum (window)",
			       opt_win, "-", (double)opt_win / opt_bnd);
			if (dat && kern)
				fprintf(dat, " %lu %lu \"%s, N=%d\"\n", opt_bnd, kernel_step_fired,
					workloads[w].name, n);
			else if (dat)
				fprintf(dat, " %lu - \"%s, N=%d\"\n", opt_bnd, workloads[w].name, n);
		}
	}
	if (dat)
		fclose(dat);
	if (!kern)
		return 0;
	printf("kernel rows equal to the model's replay: %d of %d compared (%d rows of 100"
	       " timers with a timer armed off plan not compared)\n", compared - mismatches,
	       compared, off_plan_rows);
	if (mismatches || compared < 16) {
		fprintf(stderr, "coalesce: %d row(s) where the kernel differs from the model's replay"
			" or a row of 1000 timers was armed off plan; %d compared\n", mismatches,
			compared);
		return 1;
	}
	return 0;
}
