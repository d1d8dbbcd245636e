// Expectations matched and not, as MLIR's invalid-IR tests write them.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "matched"}> ({
  ^bb0(%a: i32):
    // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@matched) returns 1}}
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  // expected-error@above {{failed to verify that all of {value, result} have same type}}
}) : () -> ()

// -----

// A verifier error and its note, the error by a regular expression.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dominance"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    // expected-error-re@+1 {{operand #{{[0-9]+}} does not dominate this {{(use|definition)}}}}
    %1 = "arith.addi"(%2, %0) : (i32, i32) -> i32
    %2 = "arith.addi"(%0, %0) : (i32, i32) -> i32 // expected-note {{operand defined here (op in the same block)}}
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// Parse errors: an error and its note, two errors on two lines.
"builtin.module"() ({
  // expected-note@below {{previously defined here}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
}) : () -> ()

// -----

"builtin.module"() ({
  // expected-error@+2 {{use of undeclared SSA value name}}
  // expected-error@+2 {{use of undeclared SSA value name}}
  "func.return"(%x) : (i32) -> ()
  "func.return"(%y) : (i32) -> ()
}) : () -> ()

// -----

// A chunk without expectations: printed.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ok"}> ({
  ^bb0(%a: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%a, %0) : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// Expected, never produced; the chunk is printed.
"builtin.module"() ({
  // expected-error@+1 {{never produced}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-remark@-1 {{nor this}}
}) : () -> ()

// -----

// An error where none is expected, another of the wrong severity.
"builtin.module"() ({
  // expected-warning@+1 {{unregistered dialect}}
  "foo.bar"() : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  // expected-error@+1 {{the wrong text}}
  %0 = "arith.addi"() : () -> i32
}) : () -> ()

// -----

// Unknown locations.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "named"}> ({
  ^bb0(%a: i32):
    "func.return"() : () -> () loc("only_a_name")
  }) : () -> ()
  // expected-error@unknown {{op has 0 operands}}
  // expected-note@unknown {{nothing at an unknown location}}
}) : () -> ()
