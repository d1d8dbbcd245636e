// Chunks for mlir-roundtrip: printed back, parse and verifier errors with
// and without expectations, a near miss, an expectation at an unknown
// location.
"x.a"() {v = 1 : i64} : () -> ()
%0 = "x.b"() : () -> tensor<2xf32>

// -----

// expected-error@+2 {{expected ':' in operation}}
"x.c"() {
  v = 2 } (i32) -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 0}}
  "func.return"(%a) : (i32) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// expected-error@below {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

// A terminator outside a function and not last: its parent is checked
// first.
// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()
"x.g"() : () -> ()

// -----

"x.d"() : () -> () loc("elsewhere.mlir":3:4)
// ----
"x.f"() : () -> ()
// -----
// expected-error@unknown {{never}}
"x.e"() : () -> () loc(unknown)
