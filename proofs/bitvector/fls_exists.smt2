; Non-vacuity of the __fls assumption in model.inc: for every nonzero mask
; there is a bit with bit < 64 and mask >> bit == 1.  The witness is a
; binary-search fls (six halving steps); asserting that it fails the
; characterisation for some nonzero mask must be unsat.  So the r_*.smt2
; proofs assume nothing that rules out any (expires, slack, now).
(set-logic QF_BV)
(define-fun step ((m (_ BitVec 64)) (k (_ BitVec 64))) Bool
  (distinct (bvlshr m k) #x0000000000000000))
(define-fun fls ((m0 (_ BitVec 64))) (_ BitVec 64)
  (let ((b0 (ite (step m0 #x0000000000000020) #x0000000000000020 #x0000000000000000)))
  (let ((m1 (bvlshr m0 b0)))
  (let ((b1 (ite (step m1 #x0000000000000010) #x0000000000000010 #x0000000000000000)))
  (let ((m2 (bvlshr m1 b1)))
  (let ((b2 (ite (step m2 #x0000000000000008) #x0000000000000008 #x0000000000000000)))
  (let ((m3 (bvlshr m2 b2)))
  (let ((b3 (ite (step m3 #x0000000000000004) #x0000000000000004 #x0000000000000000)))
  (let ((m4 (bvlshr m3 b3)))
  (let ((b4 (ite (step m4 #x0000000000000002) #x0000000000000002 #x0000000000000000)))
  (let ((m5 (bvlshr m4 b4)))
  (let ((b5 (ite (step m5 #x0000000000000001) #x0000000000000001 #x0000000000000000)))
    (bvadd b0 b1 b2 b3 b4 b5)))))))))))))
(declare-const mask (_ BitVec 64))
(assert (distinct mask #x0000000000000000))
(assert (not (and (bvult (fls mask) #x0000000000000040)
                  (= (bvlshr mask (fls mask)) #x0000000000000001))))
(check-sat)
