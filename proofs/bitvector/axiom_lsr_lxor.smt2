; A1, a general fact WP may take as an axiom, discharged here over bv64:
;   for all x, y: unsigned long, 0 <= k <= 64:
;     ((x ^ y) >> k) == ((x >> k) ^ (y >> k))
; On integers in [0, 2^64) ACSL's ^ and >> are bvxor and bvlshr of the same
; bit patterns (see README.md).  Asserts the negation: expect unsat.
(set-logic QF_BV)
(declare-const x (_ BitVec 64))
(declare-const y (_ BitVec 64))
(declare-const k (_ BitVec 64))
(assert (bvule k #x0000000000000040))
(assert (distinct (bvlshr (bvxor x y) k)
                  (bvxor (bvlshr x k) (bvlshr y k))))
(check-sat)
