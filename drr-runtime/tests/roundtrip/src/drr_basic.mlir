// test.* ops of the kind used by DRR pattern tests (unregistered here): locations, chains, zero-result/zero-operand ops.
func.func @chain(%arg0: i32) -> i32 {
  %0 = "test.op_a"(%arg0) {attr = 10 : i32} : (i32) -> i32 loc("a")
  %1 = "test.op_a"(%0) {attr = 20 : i32} : (i32) -> i32 loc("b")
  %2 = "test.op_b"(%arg0) <{attr = 30 : i32}> : (i32) -> i32 loc(fused["b", "a"])
  %3 = "test.loc_src"(%1) : (i32) -> i32 loc("loc1")
  %4 = "test.loc_dst"(%3) : (i32) -> i32 loc(fused<"fused">["loc2", "loc3"])
  "test.loc_src_no_res"(%4) : (i32) -> () loc("loc4")
  return %2 : i32
}
func.func @zero(%arg0: i32) -> i32 {
  "test.op_h"(%arg0) : (i32) -> ()
  "test.op_i"(%arg0) : (i32) -> ()
  %0 = "test.op_j"() : () -> i32
  %1 = "test.op_k"() : () -> i32
  return %1 : i32
}
func.func @args(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32) {
  "test.ignore_arg_match_src"(%arg0, %arg1, %arg2) {d = 42, e = 24, f = 15} : (i32, i32, i32) -> ()
  "test.ignore_arg_match_src"(%arg0, %arg1, %arg3) {d = 42 : i32, e = 24, f = 15} : (i32, i32, f32) -> ()
  "test.interleaved_operand_attr1"(%arg0, %arg1) {attr1 = 15, attr2 = 42} : (i32, i32) -> ()
  "test.many_arguments"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0) {attr1 = 42, attr2 = 42, attr3 = 42, attr4 = 42, attr5 = 42, attr6 = 42, attr7 = 42, attr8 = 42, attr9 = 42} : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  %n = "test.op_n"(%arg0, %arg0) : (i32, i32) -> i32
  %o = "test.op_o"(%n) : (i32) -> i32
  %p = "test.op_p"(%arg0, %arg1, %arg2, %o, %n, %arg0) : (i32, i32, i32, i32, i32, i32) -> i32
  %q = "test.op_q"(%arg0, %arg3) : (i32, f32) -> i32
  return
}
func.func @native(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0 = "test.native_code_call1"(%arg0, %arg1) {choice = true, attr1 = 42, attr2 = 24} : (i32, i32) -> i32
  %1 = "test.native_code_call1"(%arg0, %arg1) {choice = false, attr1 = 42, attr2 = 24} : (i32, i32) -> i32
  %2:2 = "test.native_code_call4"(%0) : (i32) -> (i32, i32)
  %3 = "test.native_code_call2"(%2#1) <{attr = [42, 24]}> : (i32) -> i32
  return %3, %1 : i32, i32
}
func.func @symbols(%arg0: i32) -> i32 {
  %0 = "test.symbol_binding_a"(%arg0) {attr = 42} : (i32) -> i32
  %1 = "test.symbol_binding_b"(%0) : (i32) -> i32
  %2 = "test.symbol_binding_d"(%0, %1) <{attr = 42 : i64}> : (i32, i32) -> i32
  return %2 : i32
}
