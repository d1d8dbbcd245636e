"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i128) -> (), sym_name = "use128", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> (), sym_name = "use8", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "a"}> ({
  ^bb0(%arg2: index):
    "func.call"(%arg2) <{callee = @use}> : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i128) -> (), sym_name = "b"}> ({
  ^bb0(%arg1: i128):
    "func.call"(%arg1) <{callee = @use128}> : (i128) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> (), sym_name = "c"}> ({
  ^bb0(%arg0: i8):
    "func.call"(%arg0) <{callee = @use8}> : (i8) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
