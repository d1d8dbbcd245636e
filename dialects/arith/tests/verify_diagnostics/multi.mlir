// Several failing functions in one module: mlir-opt-22 verifies every
// function of a module, each stopping at its first error, and reports them
// all; a failing op of the module itself is found before the functions.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%a: i32):
    // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%a: i32):
    // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@g) returns 1}}
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %1 = "arith.addi"(%2, %2) : (i32, i32) -> i32
    // expected-note@+1 {{operand defined here (op in the same block)}}
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%a: i32):
    "func.return"() : () -> ()
  }) : () -> ()
  // The module's own op fails first: the functions are not verified.
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i64
}) : () -> ()

// -----

"builtin.module"() ({
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
      // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@a) returns 0}}
      "func.return"(%x) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "c"}> ({
  ^bb0(%x: i32):
    // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      %0 = "arith.addi"(%x, %x) : (i32, i32) -> i32
      "func.return"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  // Not reported: the module's own checks come after its failing functions.
  "func.func"() <{function_type = () -> (), sym_name = "c"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
