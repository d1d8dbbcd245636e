// MLIR strings are byte strings: `\XX` escapes of any byte (not UTF-8,
// NUL) in string attributes, location file names and names, dictionary
// keys, symbol names, op names; UTF-8 text is printed escaped.
#loc = loc("\FF":3:4)
"t.op"() {a = "\FF\00\22\5C\0A\09x\7F\80", b = "é", c = "\C3\A9", d = "a\tb\nc", e = "\01\1F" : i32} : () -> () loc("\FF":1:2)
"t.op"() : () -> () loc("\FE"("x"))
"t.op"() : () -> () loc("x"("\FE\00"))
"t.op"() : () -> () loc(#loc)
"t.op"() {"\FF" = 1 : i32, "a b" = unit, "\C3\A9" = unit} : () -> ()
"t.op"() {sym = @"\FF", sym2 = @"a b", sym3 = @"\C3\A9", n = @a::@"\FE"} : () -> ()
"t.op"() : () -> () loc(fused["\FF":1:2, "\FE"])
"t.\FF"() : () -> ()
"t.\C3\A9"() : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "\FF\FE"}> ({
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
  "func.call"() <{callee = @"\FF\FE"}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"t.op"() {a = #t<"\FF">, b = !t<"\FE">, c = ["\FF", "\C3"], d = {"\FF" = "\FE"}, e = "\FF" : !t.x<"\FD">} : () -> () loc(callsite("\FF" at "\FE":1:2))
"t.op"() : () -> () loc(fused<"\FF">["\FE"])
"t.op"() : () -> () loc("\FF":1:2 to 3:4)
"t.op"() : () -> () loc("":1:2)
"t.op"() {"\FF" = 1, "\FF\00" = 2, "\FE" = 3, "\7F" = 4, "~" = 5, "\00" = 6} : () -> ()
