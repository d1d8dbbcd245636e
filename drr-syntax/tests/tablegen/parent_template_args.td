// Parents' template arguments checked where they are written (as TableGen
// does), in the cases TableGen accepts: a default naming an earlier
// parameter, `?` given for it, an integer for a `bit` resolved in the
// record, a folded `!if` default, named arguments.
class C<int x = ?> { int y = 1; }
class D<int z> : C<z>;
class E<int z = ?> : C<z>;
class Given : C<?>;
def d : D<1>;
def f : Given;

class Same<int a, int b = a> { int y = b; }
class SameUnset : Same<?>;
def s : SameUnset;

class Named<int a = 1, int b = 2> { int y = !add(a, b); }
class NamedB : Named<b = 3>;
def n : NamedB;

class Flag<bit f> { bit y = f; }
class FlagOne : Flag<1>;
class FlagTwo : Flag<2>;
def g : FlagOne;

class Bits2<bits<2> a> { bits<2> y = a; }
class BitsHalf : Bits2<{1, ?}>;
def h : BitsHalf;

class Folded<int a, int b = !if(1, 1, ?), int c = !if(1, a, ?)> { int y = !add(b, c); }
class FoldedOne : Folded<4>;
def k : FoldedOne;

def ins;
class Held<int a, dag b = (ins ?)> { dag y = b; }
class HeldOne : Held<1>;
def m : HeldOne;
