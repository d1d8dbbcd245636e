// Records, classes, references, defvar, foreach, if, let-in.
class Base<string name, int w = 8> {
  string Name = name;
  int Width = w;
  list<int> Widths = [w, !mul(w, 2)];
}
class Derived<string n> : Base<n # "_d", 16> {
  int Extra = !add(Width, 1);
}
def R1 : Base<"r1">;
def R2 : Derived<"r2">;
def R3 : Base<"r3", 32> { let Width = 64; }
defvar Pairs = [["a", "1"], ["b", "2"]];
def FromPairs { string first = Pairs[1][0]; }
foreach P = ["x", "y"] in {
  def Rec_ # P : Base<P>;
}
foreach I = [1, 2, 3] in
  def Num # I : Base<"n", I>;
foreach I = 0...2 in {
  defvar J = !mul(I, 10);
  if !eq(I, 1) then {
    def One # J : Base<"one">;
  } else {
    def Other # I : Base<"other", J>;
  }
}
let Width = 5 in {
  def L1 : Base<"l1">;
  let Name = "renamed" in
  def L2 : Base<"l2">;
}
def Ref {
  Base r = R1;
  string n = R2.Name;
  int w = R3.Width;
  list<Base> all = [R1, R2];
}
class WithName { string Self = NAME; }
def Named : WithName;
def Holder { bit isBase = !isa<Base>(R1); bit notBase = !isa<Derived>(R1); }
