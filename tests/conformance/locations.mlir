"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "locs"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.loc_src"(%arg0) : (i32) -> i32 loc("l3")
    %1 = "test.loc_src"(%0) : (i32) -> i32 loc("l2")
    %2 = "test.loc_src"(%1) : (i32) -> i32 loc("l1")
    "test.loc_src_no_res"(%2) : (i32) -> () loc("l4")
    %3 = "test.loc_src"(%arg0) : (i32) -> i32 loc("m1")
    %4 = "test.loc_src"(%3) : (i32) -> i32 loc("m2")
    "test.loc_src_no_res"(%4) : (i32) -> () loc("m3")
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
