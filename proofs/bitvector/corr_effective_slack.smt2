; Correspondence, not a property: the automatic branch of the ACSL
; effective_slack() of src/slack_logic.h, which tests
; 256 <= jiffies_after(expires, now) <= LONG_MAX (unsigned range), equals the
; s of spec.inc, which tests 256 <= (long)delta (signed).  Together with
; corr_jiffies_after.smt2 (delta is jiffies_after).  Expect unsat.
(set-logic QF_BV)
(declare-const delta (_ BitVec 64))
(define-fun acsl () (_ BitVec 64)
  (ite (and (bvule #x0000000000000100 delta) (bvule delta #x7fffffffffffffff))
       (bvudiv delta #x0000000000000100) #x0000000000000000))
(define-fun spec () (_ BitVec 64)
  (ite (bvsge delta #x0000000000000100)
       (bvudiv delta #x0000000000000100) #x0000000000000000))
(assert (distinct acsl spec))
(check-sat)
