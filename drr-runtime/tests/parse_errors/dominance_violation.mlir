func.func @f() -> i32 {
  %0 = "t.use"(%1) : (i32) -> i32
  %1 = "t.def"() : () -> i32
  return %0 : i32
}
