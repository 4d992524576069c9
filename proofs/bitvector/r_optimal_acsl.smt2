; R-optimal in the form of the ACSL clause `optimal` of src/apply_slack.h:
; when s > 0, no instant x of (expires, expires + s] other than the result
; is a multiple of 2^b, b the top bit of expires ^ slack_limit(expires, s).
; With R-align (the result is such a multiple) this makes the result the
; unique instant there with at least b trailing zeros, hence the one with
; the most (r_optimal.smt2 states that form).  Asserts the negation: expect
; unsat.
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

(declare-const b (_ BitVec 64))
(declare-const x (_ BitVec 64))
(define-fun spec_mask () (_ BitVec 64) (bvxor expires (bvadd expires s)))
(assert (distinct s #x0000000000000000))
(assert (bvult b #x0000000000000040))
(assert (= (bvlshr spec_mask b) #x0000000000000001))
(define-fun in_open_window ((r (_ BitVec 64))) Bool
  (and (distinct r expires) (in_window r)))
; x % p2(b) != 0, written as a mask of the b low bits.
(define-fun property () Bool
  (=> (and (in_open_window x) (distinct x result))
      (distinct (bvand x (bvsub (bvshl #x0000000000000001 b) #x0000000000000001))
                #x0000000000000000)))
(assert (not property))
(check-sat)
