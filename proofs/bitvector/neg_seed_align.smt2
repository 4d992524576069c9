; NEGATIVE CONTROL: the seed's original function against R-align (as in
; r_align.smt2), explicit slack only, so only the 32-bit shift can be at
; fault.  Must be sat.
(set-option :produce-models true)
(set-logic QF_BV)

; ---- BEGIN model of the seed's original apply_slack (2010 patch) ----
; Same parameters as src/ (the seed reads timer->slack and jiffies).  Its two
; bugs are modelled as the C is written:
;  - automatic slack (expires - jiffies) / 256 in unsigned arithmetic with no
;    guard, so an expired timer gets a huge slack;
;  - `mask = (1 << bit) - 1` in 32-bit int, then converted to unsigned long
;    (sign extension).  For bit >= 31 the C is undefined; x86's shl masks the
;    count to 5 bits, and that is what is modelled (one possible outcome).
(declare-const expires (_ BitVec 64))
(declare-const slack (_ BitVec 32))
(declare-const now (_ BitVec 64))
(declare-const bit (_ BitVec 64))
(define-fun explicit () Bool (bvsge slack #x00000000))
(define-fun delta () (_ BitVec 64) (bvsub expires now))
(define-fun limit () (_ BitVec 64)
  (ite explicit (bvadd expires ((_ sign_extend 32) slack))
                (bvadd expires (bvudiv delta #x0000000000000100))))
(define-fun mask () (_ BitVec 64) (bvxor expires limit))
(assert (=> (distinct mask #x0000000000000000)
            (and (bvult bit #x0000000000000040)
                 (= (bvlshr mask bit) #x0000000000000001))))
(define-fun low32 () (_ BitVec 32)
  (bvsub (bvshl #x00000001 (bvand ((_ extract 31 0) bit) #x0000001f)) #x00000001))
(define-fun result () (_ BitVec 64)
  (ite (= mask #x0000000000000000) expires
       (bvand limit (bvnot ((_ sign_extend 32) low32)))))
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
(define-fun spec_mask () (_ BitVec 64) (bvxor expires (bvadd expires s)))
(assert explicit)
(assert (distinct s #x0000000000000000))
(assert (bvult b #x0000000000000040))
(assert (= (bvlshr spec_mask b) #x0000000000000001))
(assert (distinct (bvand result (bvsub (bvshl #x0000000000000001 b) #x0000000000000001))
                  #x0000000000000000))
(check-sat)
(get-value (expires slack now result))
