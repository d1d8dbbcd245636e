// Distinct attributes are numbered by first appearance in the printed
// output, whatever their numbers in the input (nested ones after the one
// holding them; a `distinct[N]` inside a string is text).
"test.op"() {a = distinct[5]<[distinct[2]<"distinct[9]<>">, distinct[7]<[distinct[2]<"distinct[9]<>">]>]>} : () -> ()
"test.op"() {b = distinct[2]<"distinct[9]<>">, c = {x = distinct[40]<unit>}, d = distinct[7]<[distinct[2]<"distinct[9]<>">]>} : () -> ()
"test.op"() {e = [distinct[11]<42 : i32>, distinct[40]<>]} : () -> ()
