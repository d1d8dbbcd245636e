"builtin.module"() ({
  %0 = "t.a"() {x = 5 : i32 : () -> i32
