// Parts of a bits initializer that are bits fields of other records: a
// record, a top-level defvar naming one, a field holding one (TableGen
// knows their width as it parses; a template argument's or a loop
// variable's it does not, and rejects them). Braces holding one part
// (a Rust block to drr's parser) are the bits of that part in a bits or
// bit field and its `let`.
class Item<int v> { int V = v; bits<4> B = v; }
def Z : Item<5>;
def Y : Item<10>;
defvar zz = Z;
def Holder { Item it = Y; }
def Cat {
  bits<8> twoRecords = {Z.B, Y.B};
  bits<8> viaDefvar = {zz.B, zz.B};
  bits<8> viaField = {Holder.it.B, 0b1111};
  bits<8> viaCast = {!cast<Item>("Z").B, 0b0000};
  bits<8> withSlice = {Z.B, Y.B{1-0}, 0b11};
  bits<9> withBit = {Y.B, 1, Z.B};
  bits<4> onePart = {Z.B};
  bits<4> oneSlice = {Y.B{3-0}};
  bit oneBit = {Z.B{2}};
  bits<4> later = ?;
  let later = {Y.B};
}
class Unset { bits<4> u = ?; }
def LetOnePart : Unset { let u = {Z.B}; }
