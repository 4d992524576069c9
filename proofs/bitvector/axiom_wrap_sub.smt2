; A2 (second half), the subtraction side of axiom ulong_wrap in
; src/slack_trusted.h, discharged here over bv64:
;   for all a, b: unsigned long,
;     (unsigned long)(a - b) == (a - b < 0 ? a - b + 2^64 : a - b)
; With a, b widened to 65 bits, a - b < 0 is b > a, and a - b + 2^64 is the
; 65-bit difference with its top (sign) bit dropped.  Together with
; axiom_wrap_add.smt2 this covers every x with -2^64 < x < 2^65 - 1, the
; values a sum or a difference of two unsigned longs can take.
; Asserts the negation: expect unsat.
(set-logic QF_BV)
(declare-const a (_ BitVec 64))
(declare-const b (_ BitVec 64))
(define-fun diff () (_ BitVec 65)
  (bvsub ((_ zero_extend 1) a) ((_ zero_extend 1) b)))
(define-fun two64 () (_ BitVec 65) #b10000000000000000000000000000000000000000000000000000000000000000)
(assert (distinct ((_ zero_extend 1) (bvsub a b))
                  (ite (bvugt b a) (bvadd diff two64) diff)))
(check-sat)
