// Malformed expectations: reported before anything else, and the run fails.
"builtin.module"() ({
  // expected-error-re {{unterminated {{[0-9]+ regex}}
  // expected-error-re {{bad {{[z-a]}} range}}
  // expected-error-re {{empty {{}} block}}
  // expected-error-re {{repeated {{x**}} repetition}}
  // expected-error-re {{{{(unbalanced}}}}
  // expected-error-re {{a count {{x{256}}}} too large}}
  // expected-error-re {{{{\}}}}
  // expected-error@+999 {{far below the file's end}}
  // expected-error@-999 {{far above its start}}
  // expected-error@+99999999999999999999 {{past any integer}}
  // expected-error@+010 {{octal: eight lines below}}
  // expected-warning {{}}
  // expected-error {{x}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error@below {{dangling below the last line}}
}) : () -> ()
