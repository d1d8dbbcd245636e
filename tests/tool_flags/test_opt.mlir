// Chunks for test-opt: a pattern that fires, the op_m counter running on
// from chunk to chunk, parse and verifier errors with and without
// expectations, a near miss, expectations never produced.
%0 = "t.def"() : () -> i32
%1 = "test.op_m"(%0) : (i32) -> i32

// -----

%0 = "t.def"() : () -> i32
// expected-remark@below {{not produced}}
%1 = "test.op_m"(%0) : (i32) -> i32

// -----

// expected-error@+1 {{use of undeclared SSA value name}}
"test.foo"(%x) : (i32) -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "t.use"(%1) : (i32) -> ()
  // expected-note@+1 {{operand defined here}}
  %1 = "t.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "t.use"(%1) : (i32) -> ()
  %1 = "t.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// ----

"t.kept"() : () -> ()

// -----

// expected-warning-re@+1 {{op {{[a-z]+}} a single}}
"test.op_a"() {attr = 5 : i32} : () -> i32
