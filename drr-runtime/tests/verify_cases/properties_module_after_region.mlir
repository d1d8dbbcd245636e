"builtin.module"() <{sym_name = 1, sym_visibility = 2}> ({
  "func.func"() <{function_type = i32, sym_name = "f"}> ({
  }) : () -> ()
  %0 = "func.constant"() <{value = "x"}> : () -> (() -> ())
  "func.call_indirect"(%0) <{arg_attrs = 1, res_attrs = 2}> : (() -> ()) -> ()
}) : () -> ()
