"t.a"() {s = "bad escape \q"} : () -> ()
