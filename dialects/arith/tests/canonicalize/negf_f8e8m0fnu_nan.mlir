// The unsigned f8E8M0FNU keeps a sign LLVM's APFloat holds above its bits:
// negating its NaN gives another attribute that prints the same (0xFF), so
// the two constants stay apart; negating twice gives the NaN back, and
// extending the negated NaN gives -inf (the NaN, +inf).
func.func @negated_nan() -> (f8E8M0FNU, f8E8M0FNU, f32, f32, f8E8M0FNU, f16) {
  %a = arith.constant 0xFF : f8E8M0FNU
  %b = arith.negf %a : f8E8M0FNU
  %c = arith.extf %a : f8E8M0FNU to f32
  %d = arith.extf %b : f8E8M0FNU to f32
  %e = arith.negf %b : f8E8M0FNU
  %f = arith.extf %b : f8E8M0FNU to f16
  return %a, %b, %c, %d, %e, %f : f8E8M0FNU, f8E8M0FNU, f32, f32, f8E8M0FNU, f16
}
