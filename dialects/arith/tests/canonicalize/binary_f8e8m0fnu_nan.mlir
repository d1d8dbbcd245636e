// Arithmetic of f8E8M0FNU's NaN folds to the first NaN operand with its
// sign (kept above the format's bits; both signs print 0xFF but are two
// constants): -NaN + 2, 2 * -NaN, NaN - -NaN, -NaN / NaN, rem(-2, -NaN).
func.func @nan_operands() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %n = arith.constant 0xFF : f8E8M0FNU
  %m = arith.negf %n : f8E8M0FNU
  %two = arith.constant 2.0 : f8E8M0FNU
  %mtwo = arith.negf %two : f8E8M0FNU
  %a = arith.addf %m, %two : f8E8M0FNU
  %b = arith.mulf %two, %m : f8E8M0FNU
  %c = arith.subf %n, %m : f8E8M0FNU
  %d = arith.divf %m, %n : f8E8M0FNU
  %e = arith.remf %mtwo, %m : f8E8M0FNU
  return %a, %b, %c, %d, %e : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}
