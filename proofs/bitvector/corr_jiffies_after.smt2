; Correspondence, not a property: the ACSL function jiffies_after(a, b) of
; src/slack_logic.h, a >= b ? a - b : a - b + 2^64 on integers, is the value
; of the bit-vector difference bvsub a b used for the window in spec.inc.
; Integers in [0, 2^65) are 65-bit words, so a - b + 2^64 is exact.
; Asserts that they differ: expect unsat.
(set-logic QF_BV)
(declare-const a (_ BitVec 64))
(declare-const b (_ BitVec 64))
(define-fun two64 () (_ BitVec 65) #b10000000000000000000000000000000000000000000000000000000000000000)
(define-fun a65 () (_ BitVec 65) ((_ zero_extend 1) a))
(define-fun b65 () (_ BitVec 65) ((_ zero_extend 1) b))
(define-fun acsl () (_ BitVec 65)
  (ite (bvuge a65 b65) (bvsub a65 b65) (bvadd (bvsub a65 b65) two64)))
(assert (distinct acsl ((_ zero_extend 1) (bvsub a b))))
(check-sat)
