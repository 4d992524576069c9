/* SPDX-License-Identifier: GPL-2.0 */
/* ACSL logic used by the contracts of __fls() and apply_slack(). */
#ifndef SLACK_LOGIC_H
#define SLACK_LOGIC_H

/*@
  @ // 2^k for k >= 0, written so that the SMT solvers can unfold it.
  @ logic integer p2(integer k) = k <= 0 ? 1 : 2 * p2(k - 1);
  @*/

#endif /* SLACK_LOGIC_H */
