// Poison through the float folders, the casts, `select`, `bitcast` and the
// comparisons (which do not fold poison, but move it as a constant).
func.func @float_poison(%a: f32) -> (f32, f32, f32, f32) {
  %p = ub.poison : f32
  %c = arith.constant 2.5 : f32
  %0 = arith.addf %p, %a : f32
  %1 = arith.maxnumf %c, %p : f32
  %2 = arith.negf %p : f32
  %3 = arith.divf %a, %p fastmath<nnan> : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
func.func @cast_poison() -> (i32, i8, f64, index, f32, i64) {
  %p8 = ub.poison : i8
  %p32 = ub.poison : i32
  %pf = ub.poison : f32
  %0 = arith.extsi %p8 : i8 to i32
  %1 = arith.trunci %p32 : i32 to i8
  %2 = arith.extf %pf : f32 to f64
  %3 = arith.index_cast %p32 : i32 to index
  %4 = arith.sitofp %p8 : i8 to f32
  %5 = arith.fptosi %pf : f32 to i64
  return %0, %1, %2, %3, %4, %5 : i32, i8, f64, index, f32, i64
}
func.func @bitcast_poison() -> (f32, vector<2xf32>) {
  %p = ub.poison : i32
  %pv = ub.poison : vector<2xi32>
  %0 = arith.bitcast %p : i32 to f32
  %1 = arith.bitcast %pv : vector<2xi32> to vector<2xf32>
  return %0, %1 : f32, vector<2xf32>
}
func.func @select_poison(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %pc = ub.poison : i1
  %t = arith.constant true
  %0 = arith.select %c, %p, %a : i32
  %1 = arith.select %c, %a, %p : i32
  %2 = arith.select %pc, %a, %b : i32
  %3 = arith.select %t, %p, %a : i32
  %4 = arith.select %c, %p, %p : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
func.func @compare_poison(%a: i32, %f: f32) -> (i1, i1, i1, i1, i1) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %c = arith.constant 3 : i32
  %0 = arith.cmpi slt, %p, %a : i32
  %1 = arith.cmpi eq, %a, %p : i32
  %2 = arith.cmpi ne, %p, %c : i32
  %3 = arith.cmpi uge, %p, %p : i32
  %4 = arith.cmpf olt, %pf, %f : f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
func.func @poison_uniqued_and_hoisted(%c: i1) -> (i32, i32, i32) {
  %one = arith.constant 1 : i32
  %p = ub.poison : i32
  %q = ub.poison : i32
  %0 = arith.addi %one, %q : i32
  return %p, %q, %0 : i32, i32, i32
}
