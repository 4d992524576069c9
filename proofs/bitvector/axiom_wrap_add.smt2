; A2, a general fact WP may take as an axiom, discharged here over bv64:
;   for all a, b: unsigned long,
;     (unsigned long)(a + b) == (a + b < 2^64 ? a + b : a + b - 2^64)
; The integer sum is exact in 65 bits, so both sides are stated on the
; 65-bit zero extensions: the left side is the 64-bit wrapped sum widened,
; the right side the exact sum with 2^64 taken off when it reaches 2^64.
; Asserts the negation: expect unsat.
(set-logic QF_BV)
(declare-const a (_ BitVec 64))
(declare-const b (_ BitVec 64))
(define-fun sum () (_ BitVec 65)
  (bvadd ((_ zero_extend 1) a) ((_ zero_extend 1) b)))
(define-fun two64 () (_ BitVec 65) #b10000000000000000000000000000000000000000000000000000000000000000)
(assert (distinct ((_ zero_extend 1) (bvadd a b))
                  (ite (bvult sum two64) sum (bvsub sum two64))))
(check-sat)
