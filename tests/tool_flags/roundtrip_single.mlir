// One module, its diagnostics expected.
// expected-note@+1 {{prior use here}}
%0 = "x.b"() : () -> i32
// expected-error@+1 {{expects different type than prior uses: 'i64' vs 'i32'}}
"x.c"(%0) : (i64) -> ()
