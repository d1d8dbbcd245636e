// NaN and infinity converted into the finite-only formats (f4E2M1FN,
// f6E2M3FN, f6E3M2FN), which cannot encode them: LLVM's APFloat converts
// with opOK and keeps the category, so MLIR folds to a value printed as its
// bits (0x0 / 0x8), distinct from zero and from the other category, that
// computes, compares and converts back as a NaN or infinity.
func.func @finite_only_specials(%arg: f4E2M1FN) -> (f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, i4, i1, i1, i32, f16, f16, f6E3M2FN, f4E2M1FN, f4E2M1FN) {
  %nnan = arith.constant 0xFFC00000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %one = arith.constant 1.0 : f4E2M1FN
  %zero = arith.constant 0.0 : f4E2M1FN
  %pn = arith.truncf %nan : f32 to f4E2M1FN
  %mn = arith.truncf %nnan : f32 to f4E2M1FN
  %pi = arith.truncf %inf : f32 to f4E2M1FN
  %mi = arith.truncf %ninf : f32 to f4E2M1FN
  %a = arith.addf %one, %mn : f4E2M1FN
  %b = arith.subf %pi, %pi : f4E2M1FN
  %c = arith.mulf %zero, %mi : f4E2M1FN
  %d = arith.divf %one, %zero : f4E2M1FN
  %e = arith.divf %mn, %pn : f4E2M1FN
  %g = arith.remf %one, %zero : f4E2M1FN
  %h = arith.maxnumf %pn, %one : f4E2M1FN
  %i = arith.minimumf %one, %mn : f4E2M1FN
  %j = arith.mulf %mi, %one : f4E2M1FN
  %k = arith.subf %one, %mn : f4E2M1FN
  %l = arith.bitcast %mi : f4E2M1FN to i4
  %m = arith.cmpf olt, %mi, %one : f4E2M1FN
  %n = arith.cmpf uno, %mn, %one : f4E2M1FN
  %o = arith.fptosi %pi : f4E2M1FN to i32
  %p = arith.extf %mn : f4E2M1FN to f16
  %q = arith.extf %mi : f4E2M1FN to f16
  %r = arith.truncf %p : f16 to f6E3M2FN
  %s = arith.addf %arg, %pn : f4E2M1FN
  %t = arith.negf %pi : f4E2M1FN
  return %a, %b, %c, %d, %e, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p, %q, %r, %s, %t : f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, i4, i1, i1, i32, f16, f16, f6E3M2FN, f4E2M1FN, f4E2M1FN
}

func.func @finite_only_conversions() -> (f4E2M1FN, f4E2M1FN, f4E2M1FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f4E2M1FN, f4E2M1FN, vector<2xf4E2M1FN>) {
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %a = arith.truncf %nan : f32 to f4E2M1FN
  %b = arith.truncf %inf : f32 to f4E2M1FN
  %c = arith.truncf %ninf : f32 to f4E2M1FN
  %fnuz = arith.constant 0x80 : f8E4M3FNUZ
  %d = arith.truncf %fnuz : f8E4M3FNUZ to f6E2M3FN
  %e = arith.truncf %fnuz to_nearest_away : f8E4M3FNUZ to f6E2M3FN
  %g = arith.truncf %inf downward : f32 to f6E2M3FN
  %h = arith.truncf %inf to_nearest_away : f32 to f4E2M1FN
  %i = arith.truncf %nan toward_zero : f32 to f4E2M1FN
  %vnan = arith.constant dense<0x7FC00000> : vector<2xf32>
  %v = arith.truncf %vnan : vector<2xf32> to vector<2xf4E2M1FN>
  return %a, %b, %c, %d, %e, %g, %h, %i, %v : f4E2M1FN, f4E2M1FN, f4E2M1FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f4E2M1FN, f4E2M1FN, vector<2xf4E2M1FN>
}

func.func @finite_only_nan_payloads() -> (f6E3M2FN, f4E2M1FN, f6E2M3FN, f6E3M2FN, f6E3M2FN, f32, f6E3M2FN, f4E2M1FN, f6E2M3FN) {
  %n = arith.constant 0xFF : f8E8M0FNU
  %a = arith.truncf %n : f8E8M0FNU to f6E3M2FN
  %b = arith.truncf %n : f8E8M0FNU to f4E2M1FN
  %ni = arith.constant 0xF8 : f8E4M3
  %c = arith.truncf %ni : f8E4M3 to f6E2M3FN
  %z = arith.constant 0.0 : f6E3M2FN
  %one = arith.constant 1.0 : f6E3M2FN
  %d = arith.divf %z, %z : f6E3M2FN
  %e = arith.remf %one, %z : f6E3M2FN
  %g = arith.extf %a : f6E3M2FN to f32
  %h = arith.divf %one, %z : f6E3M2FN
  %q = arith.constant 0x7FE00000 : f32
  %i = arith.truncf %q : f32 to f4E2M1FN
  %j = arith.truncf %q : f32 to f6E2M3FN
  return %a, %b, %c, %d, %e, %g, %h, %i, %j : f6E3M2FN, f4E2M1FN, f6E2M3FN, f6E3M2FN, f6E3M2FN, f32, f6E3M2FN, f4E2M1FN, f6E2M3FN
}

func.func @finite_only_nan_chains() -> (f32, f4E2M1FN, f16, f4E2M1FN, f6E2M3FN) {
  %fnuz = arith.constant 0x80 : f8E5M2FNUZ
  %a = arith.truncf %fnuz : f8E5M2FNUZ to f6E2M3FN
  %b = arith.extf %a : f6E2M3FN to f32
  %q = arith.constant 0x7FC00000 : f32
  %c = arith.truncf %q : f32 to f6E3M2FN
  %d = arith.truncf %c : f6E3M2FN to f4E2M1FN
  %e = arith.extf %d : f4E2M1FN to f16
  %p = arith.constant 0x7FE00000 : f32
  %g = arith.truncf %p : f32 to f6E2M3FN
  %h = arith.truncf %g : f6E2M3FN to f4E2M1FN
  %s = arith.constant 0x7E01 : f16
  %i = arith.truncf %s : f16 to f6E2M3FN
  return %b, %d, %e, %h, %i : f32, f4E2M1FN, f16, f4E2M1FN, f6E2M3FN
}

func.func @nan_only_nan_into_finite_only() -> (f32, f32, f16) {
  %n = arith.constant 0x7F : f8E4M3FN
  %a = arith.truncf %n : f8E4M3FN to f4E2M1FN
  %b = arith.extf %a : f4E2M1FN to f32
  %c = arith.truncf %n : f8E4M3FN to f6E3M2FN
  %d = arith.extf %c : f6E3M2FN to f32
  %e = arith.extf %a : f4E2M1FN to f16
  return %b, %d, %e : f32, f32, f16
}
