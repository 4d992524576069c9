; BOUND: R-optimal holds for any slack below 2^63, not only for the int
; range the C allows; with neg_wide_slack.smt2 this shows 2^63 is the exact
; bound (tests/exhaustive finds the same at 8 and 16 bits).  Expect unsat.
(set-logic QF_BV)

; The explicit-slack path of model.inc with slack widened to a 64-bit
; unsigned value s (the C's int cannot exceed 2^31 - 1).
(declare-const expires (_ BitVec 64))
(declare-const s (_ BitVec 64))
(declare-const bit (_ BitVec 64))
(define-fun limit () (_ BitVec 64) (bvadd expires s))
(define-fun mask () (_ BitVec 64) (bvxor expires limit))
(assert (=> (distinct mask #x0000000000000000)
            (and (bvult bit #x0000000000000040)
                 (= (bvlshr mask bit) #x0000000000000001))))
(define-fun result () (_ BitVec 64)
  (ite (= mask #x0000000000000000) expires (bvshl (bvlshr limit bit) bit)))
; R-optimal as in r_optimal.smt2.
(define-fun in_window ((r (_ BitVec 64))) Bool (bvule (bvsub r expires) s))
(define-fun in_open_window ((r (_ BitVec 64))) Bool
  (and (distinct r expires) (in_window r)))
(define-fun is_tz ((x (_ BitVec 64)) (t (_ BitVec 64))) Bool
  (ite (= x #x0000000000000000)
       (= t #x0000000000000040)
       (and (bvult t #x0000000000000040)
            (= ((_ extract 0 0) (bvlshr x t)) #b1)
            (= (bvshl x (bvsub #x0000000000000040 t)) #x0000000000000000))))
(declare-const y (_ BitVec 64))
(declare-const tz_y (_ BitVec 64))
(declare-const tz_r (_ BitVec 64))
(assert (distinct s #x0000000000000000))
(assert (is_tz y tz_y))
(assert (is_tz result tz_r))
(assert (or (not (in_open_window result))
            (and (in_open_window y) (distinct y result) (bvuge tz_y tz_r))))
(assert (bvult s #x8000000000000000))
(check-sat)
