// f8E8M0FNU has no sign bit, but MLIR's APFloat keeps a sign for it: a
// negative literal rounds to a negative power of two, sitofp of a negative
// integer, subf and negf give negative values, extf/truncf keep the sign,
// cmpf compares it, and where the value becomes bits (dense elements,
// bitcast) the sign is ORed into the top bit. A zero is the smallest
// value, positive.
func.func @scalars() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %m = arith.constant -7.25 : f8E8M0FNU
  %z = arith.constant -0.0 : f8E8M0FNU
  %a = arith.constant -3 : i32
  %0 = arith.sitofp %a : i32 to f8E8M0FNU
  %x = arith.constant 2.0 : f8E8M0FNU
  %y = arith.constant 4.0 : f8E8M0FNU
  %1 = arith.subf %x, %y : f8E8M0FNU
  %2 = arith.subf %x, %x : f8E8M0FNU
  %3 = arith.negf %y : f8E8M0FNU
  %4 = arith.negf %m : f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %5 = arith.negf %nan : f8E8M0FNU
  return %m, %z, %0, %1, %2, %3, %4, %5 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}
func.func @casts() -> (i8, f32, f8E8M0FNU, i1, i1, f8E8M0FNU) {
  %q = arith.constant -0.25 : f8E8M0FNU
  %0 = arith.bitcast %q : f8E8M0FNU to i8
  %1 = arith.extf %q : f8E8M0FNU to f32
  %f = arith.constant -8.0 : f32
  %2 = arith.truncf %f : f32 to f8E8M0FNU
  %p = arith.constant 0.25 : f8E8M0FNU
  %3 = arith.cmpf olt, %q, %p : f8E8M0FNU
  %4 = arith.cmpf oeq, %q, %p : f8E8M0FNU
  %5 = arith.mulf %q, %q : f8E8M0FNU
  return %0, %1, %2, %3, %4, %5 : i8, f32, f8E8M0FNU, i1, i1, f8E8M0FNU
}
func.func @dense() -> (vector<2xf8E8M0FNU>, vector<3xf8E8M0FNU>, vector<2xf8E8M0FNU>, vector<2xf8E8M0FNU>) {
  %0 = arith.constant dense<-1.0> : vector<2xf8E8M0FNU>
  %1 = arith.constant dense<[-4.0, 2.0, -0.5]> : vector<3xf8E8M0FNU>
  %i = arith.constant dense<[-1, 5]> : vector<2xi8>
  %2 = arith.sitofp %i : vector<2xi8> to vector<2xf8E8M0FNU>
  %c = arith.constant dense<4.0> : vector<2xf8E8M0FNU>
  %3 = arith.negf %c : vector<2xf8E8M0FNU>
  return %0, %1, %2, %3 : vector<2xf8E8M0FNU>, vector<3xf8E8M0FNU>, vector<2xf8E8M0FNU>, vector<2xf8E8M0FNU>
}
