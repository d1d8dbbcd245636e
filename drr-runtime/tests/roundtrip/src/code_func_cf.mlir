// func dialect (declarations, visibility, calls, arg/result attrs) and cf dialect branching; arith constants of many types.
func.func private @ext(i32, f32) -> i32
func.func private @ext_attrs(%a: i32 {t.noalias}, %b: f32 {t.k = 1 : i32}) -> (i32 {t.res})
func.func nested @nested_vis() attributes {t.fn_attr = "x"} {
  return
}
func.func @caller(%a: i32, %f: f32) -> (i32, i1) {
  %r = func.call @ext(%a, %f) : (i32, f32) -> i32
  %r2 = call @ext_attrs(%r, %f) : (i32, f32) -> i32
  %c = arith.cmpi eq, %r, %r2 : i32
  %cf = arith.cmpf ogt, %f, %f : f32
  %both = arith.andi %c, %cf : i1
  return %r2, %both : i32, i1
}
func.func @constants() {
  %0 = arith.constant 0 : i1
  %1 = arith.constant true
  %2 = arith.constant -1 : i8
  %3 = arith.constant 42 : i64
  %4 = arith.constant 7 : index
  %5 = arith.constant 1.5 : f32
  %6 = arith.constant 0.1 : f64
  %7 = arith.constant 0x7FC00000 : f32
  %8 = arith.constant 2.0 : bf16
  %9 = arith.constant 3.0 : f16
  %10 = arith.constant dense<[1, 2]> : vector<2xi32>
  %11 = arith.constant dense<1.0> : tensor<3xf64>
  return
}
func.func @cfg(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^then(%x : i32), ^else
^then(%a: i32):
  %m = arith.muli %a, %y : i32
  cf.br ^exit(%m : i32)
^else:
  %n = arith.divsi %x, %y : i32
  cf.assert %c, "message with \"quotes\""
  cf.br ^exit(%n : i32)
^exit(%r: i32):
  return %r : i32
}
