// Builtin integer and index types: signless, signed, unsigned, odd widths.
"t.ints"() : () -> (i1, i8, i16, i32, i64, i128)
"t.odd"() : () -> (i3, i17, i7, i1024)
"t.signed"() : () -> (si8, si32, si1, si64)
"t.unsigned"() : () -> (ui8, ui64, ui1, ui16)
"t.index"() : () -> index
"t.args"() ({
^bb0(%a: i1, %b: si8, %c: ui64, %d: index, %e: i17):
  "t.use"(%a, %b, %c, %d, %e) : (i1, si8, ui64, index, i17) -> ()
}) : () -> ()
"t.typeattrs"() {a = i1, b = si16, c = ui32, d = index, e = i128} : () -> ()
