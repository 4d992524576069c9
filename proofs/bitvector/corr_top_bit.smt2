; Correspondence, not a property: the ACSL predicate top_bit(b, m) of
; src/slack_logic.h, 0 <= b <= 63 && p2(b) <= m < p2(b + 1), is the
; characterisation of __fls used in model.inc, b < 64 && m >> b == 1, for
; every 64-bit m.  p2 is stated on 65-bit words so that p2(64) = 2^64 exists.
; Asserts that they differ: expect unsat.
(set-logic QF_BV)
(declare-const m (_ BitVec 64))
(declare-const b (_ BitVec 64))
(define-fun p2 ((k (_ BitVec 65))) (_ BitVec 65)
  (bvshl #b00000000000000000000000000000000000000000000000000000000000000001 k))
(define-fun m65 () (_ BitVec 65) ((_ zero_extend 1) m))
(define-fun b65 () (_ BitVec 65) ((_ zero_extend 1) b))
(define-fun acsl_top_bit () Bool
  (and (bvule b #x000000000000003f)
       (bvule (p2 b65) m65)
       (bvult m65 (p2 (bvadd b65 #b00000000000000000000000000000000000000000000000000000000000000001)))))
(define-fun bv_fls () Bool
  (and (bvult b #x0000000000000040) (= (bvlshr m b) #x0000000000000001)))
(assert (distinct acsl_top_bit bv_fls))
(check-sat)
