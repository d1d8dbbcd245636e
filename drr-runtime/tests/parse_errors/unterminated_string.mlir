"t.a"() {s = "unterminated} : () -> ()
