func.func @f() {
  "t.use"(%5) : (i32) -> ()
  return
}
