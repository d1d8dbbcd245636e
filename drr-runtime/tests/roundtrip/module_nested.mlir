"builtin.module"() <{sym_name = "top"}> ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "func.return"() : () -> () loc("module_nested.mlir":5:7)
    }) : () -> () loc("module_nested.mlir":4:5)
  }) : () -> () loc("module_nested.mlir":3:3)
  "builtin.module"() ({
  ^bb0:
  }) : () -> () loc("module_nested.mlir":8:3)
  "builtin.module"() <{sym_name = "private_mod", sym_visibility = "private"}> ({
    "t.op"() : () -> () loc("module_nested.mlir":11:5)
  }) : () -> () loc("module_nested.mlir":10:3)
  "t.holder"() ({
    "builtin.module"() <{sym_name = "in_region"}> ({
      "t.deep"() : () -> () loc("module_nested.mlir":15:7)
    }) : () -> () loc("module_nested.mlir":14:5)
  }) : () -> () loc("module_nested.mlir":13:3)
  "builtin.module"() ({
  ^bb0:
  }) {t.generic} : () -> () loc("module_nested.mlir":18:3)
}) {t.top_attr = 1 : i32, t.unit} : () -> () loc("module_nested.mlir":2:1)
