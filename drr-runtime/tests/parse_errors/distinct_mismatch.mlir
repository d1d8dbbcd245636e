#a = distinct[0]<42 : i32>
"t.a"() {a = #a, b = distinct[0]<43 : i32>} : () -> ()
