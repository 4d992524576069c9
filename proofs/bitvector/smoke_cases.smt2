; SMOKE: every case the requirements distinguish is reachable under the
; model's assumptions (issue 4, point 2: no hypothesis is dead).  One
; check per case, every answer must be sat (cvc5 needs --incremental for
; more than one).  `./prove-bitvector` also re-runs each
; r_*.smt2 without its `(assert (not property))` line and expects sat, so no
; proof holds because its own premises are contradictory.
(set-logic QF_BV)

; ---- BEGIN model of src/apply_slack.h (kept identical in every r_*.smt2; `run` checks) ----
; C types: unsigned long = bv64, int = bv32.  Every C operation below is the
; bit-vector operation with the same wrap-around, so no conversion is hidden.
(declare-const expires (_ BitVec 64))
(declare-const slack (_ BitVec 32))
(declare-const now (_ BitVec 64))
(declare-const bit (_ BitVec 64))
(define-fun explicit () Bool (bvsge slack #x00000000))
(define-fun delta () (_ BitVec 64) (bvsub expires now))
; `delta < 256 || delta > LONG_MAX`: the early return of the automatic case.
(define-fun near () Bool
  (or (bvult delta #x0000000000000100) (bvugt delta #x7fffffffffffffff)))
; `expires + slack` converts the int to unsigned long: sign extension.
(define-fun limit () (_ BitVec 64)
  (ite explicit (bvadd expires ((_ sign_extend 32) slack))
                (bvadd expires (bvudiv delta #x0000000000000100))))
(define-fun mask () (_ BitVec 64) (bvxor expires limit))
; __fls() is trusted only through its contract: the index of the highest set
; bit, i.e. bit < 64 and mask >> bit == 1.  fls_exists.smt2 shows a witness
; exists for every nonzero mask, so this assumption constrains no input away.
(assert (=> (distinct mask #x0000000000000000)
            (and (bvult bit #x0000000000000040)
                 (= (bvlshr mask bit) #x0000000000000001))))
(define-fun result () (_ BitVec 64)
  (ite (and (not explicit) near) expires
  (ite (= mask #x0000000000000000) expires
       (bvshl (bvlshr limit bit) bit))))
; ---- END model ----

; ---- BEGIN spec (from issue 2, written without looking at the code's tests) ----
; Effective slack s.  Explicit: slack itself (>= 0, so zero extension).
; Automatic: delta / 256 when 256 <= (long)delta, a signed comparison, else 0.
(define-fun s () (_ BitVec 64)
  (ite explicit ((_ zero_extend 32) slack)
     (ite (bvsge delta #x0000000000000100)
          (bvudiv delta #x0000000000000100)
          #x0000000000000000)))
; The window [expires, expires + s] modulo 2^64: the distance from expires,
; taken modulo 2^64, is at most s.
(define-fun in_window ((r (_ BitVec 64))) Bool
  (bvule (bvsub r expires) s))
; ---- END spec ----

; Explicit slack 0: no rounding.
(push) (assert explicit) (assert (= s #x0000000000000000)) (check-sat) (pop)
; Explicit slack > 0, window inside [0, 2^64).
(push) (assert explicit) (assert (distinct s #x0000000000000000))
  (assert (bvule expires (bvadd expires s))) (check-sat) (pop)
; Explicit slack > 0, window wraps past 0 (result 0 expected there).
(push) (assert explicit) (assert (bvugt expires (bvadd expires s))) (check-sat) (pop)
; Explicit INT_MAX.
(push) (assert (= slack #x7fffffff)) (check-sat) (pop)
; Automatic, expired: (long)delta < 0.
(push) (assert (not explicit)) (assert (bvslt delta #x0000000000000000)) (check-sat) (pop)
; Automatic, due within 256 jiffies: 0 <= delta < 256.
(push) (assert (not explicit)) (assert (bvult delta #x0000000000000100)) (check-sat) (pop)
; Automatic, far: delta >= 256, slack > 0, window inside [0, 2^64).
(push) (assert (not explicit)) (assert (not near)) (assert (distinct s #x0000000000000000))
  (assert (bvule expires (bvadd expires s))) (check-sat) (pop)
; Automatic, far, window wraps past 0.
(push) (assert (not explicit)) (assert (not near))
  (assert (bvugt expires (bvadd expires s))) (check-sat) (pop)
; Automatic at the top: delta == LONG_MAX.
(push) (assert (not explicit)) (assert (= delta #x7fffffffffffffff)) (check-sat) (pop)
; The rounding path: mask != 0 and the highest differing bit is 63.
(push) (assert (= bit #x000000000000003f)) (assert (distinct mask #x0000000000000000))
  (assert (not (and (not explicit) near))) (check-sat) (pop)
