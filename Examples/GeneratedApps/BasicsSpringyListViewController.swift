// basics-springy-list: The springy list: 100 rows on springs to their places; a scroll drags them, far rows
// trail the finger.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `basics-springy-list` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class BasicsSpringyListViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!
    /// While a finger drags a view: the attachment from the touched point to the finger.
    private var dragAttachment: UIAttachmentBehavior?
    /// Gives a view let go while moving the finger's velocity (a flick).
    private var flickBehavior: UIDynamicItemBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 390 × 1040 pt view; here the reference view is the controller's, as big
        // as the screen.
        let row1 = UIView(frame: CGRect(x: 15, y: 22, width: 170, height: 16))
        row1.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row1)
        let row2 = UIView(frame: CGRect(x: 15, y: 42, width: 170, height: 16))
        row2.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row2)
        let row3 = UIView(frame: CGRect(x: 15, y: 62, width: 170, height: 16))
        row3.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row3)
        let row4 = UIView(frame: CGRect(x: 15, y: 82, width: 170, height: 16))
        row4.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row4)
        let row5 = UIView(frame: CGRect(x: 15, y: 102, width: 170, height: 16))
        row5.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row5)
        let row6 = UIView(frame: CGRect(x: 15, y: 122, width: 170, height: 16))
        row6.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row6)
        let row7 = UIView(frame: CGRect(x: 15, y: 142, width: 170, height: 16))
        row7.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row7)
        let row8 = UIView(frame: CGRect(x: 15, y: 162, width: 170, height: 16))
        row8.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row8)
        let row9 = UIView(frame: CGRect(x: 15, y: 182, width: 170, height: 16))
        row9.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row9)
        let row10 = UIView(frame: CGRect(x: 15, y: 202, width: 170, height: 16))
        row10.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row10)
        let row11 = UIView(frame: CGRect(x: 15, y: 222, width: 170, height: 16))
        row11.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row11)
        let row12 = UIView(frame: CGRect(x: 15, y: 242, width: 170, height: 16))
        row12.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row12)
        let row13 = UIView(frame: CGRect(x: 15, y: 262, width: 170, height: 16))
        row13.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row13)
        let row14 = UIView(frame: CGRect(x: 15, y: 282, width: 170, height: 16))
        row14.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row14)
        let row15 = UIView(frame: CGRect(x: 15, y: 302, width: 170, height: 16))
        row15.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row15)
        let row16 = UIView(frame: CGRect(x: 15, y: 322, width: 170, height: 16))
        row16.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row16)
        let row17 = UIView(frame: CGRect(x: 15, y: 342, width: 170, height: 16))
        row17.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row17)
        let row18 = UIView(frame: CGRect(x: 15, y: 362, width: 170, height: 16))
        row18.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row18)
        let row19 = UIView(frame: CGRect(x: 15, y: 382, width: 170, height: 16))
        row19.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row19)
        let row20 = UIView(frame: CGRect(x: 15, y: 402, width: 170, height: 16))
        row20.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row20)
        let row21 = UIView(frame: CGRect(x: 15, y: 422, width: 170, height: 16))
        row21.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row21)
        let row22 = UIView(frame: CGRect(x: 15, y: 442, width: 170, height: 16))
        row22.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row22)
        let row23 = UIView(frame: CGRect(x: 15, y: 462, width: 170, height: 16))
        row23.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row23)
        let row24 = UIView(frame: CGRect(x: 15, y: 482, width: 170, height: 16))
        row24.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row24)
        let row25 = UIView(frame: CGRect(x: 15, y: 502, width: 170, height: 16))
        row25.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row25)
        let row26 = UIView(frame: CGRect(x: 15, y: 522, width: 170, height: 16))
        row26.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row26)
        let row27 = UIView(frame: CGRect(x: 15, y: 542, width: 170, height: 16))
        row27.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row27)
        let row28 = UIView(frame: CGRect(x: 15, y: 562, width: 170, height: 16))
        row28.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row28)
        let row29 = UIView(frame: CGRect(x: 15, y: 582, width: 170, height: 16))
        row29.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row29)
        let row30 = UIView(frame: CGRect(x: 15, y: 602, width: 170, height: 16))
        row30.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row30)
        let row31 = UIView(frame: CGRect(x: 15, y: 622, width: 170, height: 16))
        row31.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row31)
        let row32 = UIView(frame: CGRect(x: 15, y: 642, width: 170, height: 16))
        row32.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row32)
        let row33 = UIView(frame: CGRect(x: 15, y: 662, width: 170, height: 16))
        row33.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row33)
        let row34 = UIView(frame: CGRect(x: 15, y: 682, width: 170, height: 16))
        row34.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row34)
        let row35 = UIView(frame: CGRect(x: 15, y: 702, width: 170, height: 16))
        row35.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row35)
        let row36 = UIView(frame: CGRect(x: 15, y: 722, width: 170, height: 16))
        row36.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row36)
        let row37 = UIView(frame: CGRect(x: 15, y: 742, width: 170, height: 16))
        row37.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row37)
        let row38 = UIView(frame: CGRect(x: 15, y: 762, width: 170, height: 16))
        row38.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row38)
        let row39 = UIView(frame: CGRect(x: 15, y: 782, width: 170, height: 16))
        row39.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row39)
        let row40 = UIView(frame: CGRect(x: 15, y: 802, width: 170, height: 16))
        row40.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row40)
        let row41 = UIView(frame: CGRect(x: 15, y: 822, width: 170, height: 16))
        row41.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row41)
        let row42 = UIView(frame: CGRect(x: 15, y: 842, width: 170, height: 16))
        row42.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row42)
        let row43 = UIView(frame: CGRect(x: 15, y: 862, width: 170, height: 16))
        row43.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row43)
        let row44 = UIView(frame: CGRect(x: 15, y: 882, width: 170, height: 16))
        row44.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row44)
        let row45 = UIView(frame: CGRect(x: 15, y: 902, width: 170, height: 16))
        row45.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row45)
        let row46 = UIView(frame: CGRect(x: 15, y: 922, width: 170, height: 16))
        row46.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row46)
        let row47 = UIView(frame: CGRect(x: 15, y: 942, width: 170, height: 16))
        row47.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row47)
        let row48 = UIView(frame: CGRect(x: 15, y: 962, width: 170, height: 16))
        row48.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row48)
        let row49 = UIView(frame: CGRect(x: 15, y: 982, width: 170, height: 16))
        row49.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row49)
        let row50 = UIView(frame: CGRect(x: 15, y: 1002, width: 170, height: 16))
        row50.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row50)
        let row51 = UIView(frame: CGRect(x: 205, y: 22, width: 170, height: 16))
        row51.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row51)
        let row52 = UIView(frame: CGRect(x: 205, y: 42, width: 170, height: 16))
        row52.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row52)
        let row53 = UIView(frame: CGRect(x: 205, y: 62, width: 170, height: 16))
        row53.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row53)
        let row54 = UIView(frame: CGRect(x: 205, y: 82, width: 170, height: 16))
        row54.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row54)
        let row55 = UIView(frame: CGRect(x: 205, y: 102, width: 170, height: 16))
        row55.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row55)
        let row56 = UIView(frame: CGRect(x: 205, y: 122, width: 170, height: 16))
        row56.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row56)
        let row57 = UIView(frame: CGRect(x: 205, y: 142, width: 170, height: 16))
        row57.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row57)
        let row58 = UIView(frame: CGRect(x: 205, y: 162, width: 170, height: 16))
        row58.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row58)
        let row59 = UIView(frame: CGRect(x: 205, y: 182, width: 170, height: 16))
        row59.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row59)
        let row60 = UIView(frame: CGRect(x: 205, y: 202, width: 170, height: 16))
        row60.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row60)
        let row61 = UIView(frame: CGRect(x: 205, y: 222, width: 170, height: 16))
        row61.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row61)
        let row62 = UIView(frame: CGRect(x: 205, y: 242, width: 170, height: 16))
        row62.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row62)
        let row63 = UIView(frame: CGRect(x: 205, y: 262, width: 170, height: 16))
        row63.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row63)
        let row64 = UIView(frame: CGRect(x: 205, y: 282, width: 170, height: 16))
        row64.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row64)
        let row65 = UIView(frame: CGRect(x: 205, y: 302, width: 170, height: 16))
        row65.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row65)
        let row66 = UIView(frame: CGRect(x: 205, y: 322, width: 170, height: 16))
        row66.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row66)
        let row67 = UIView(frame: CGRect(x: 205, y: 342, width: 170, height: 16))
        row67.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row67)
        let row68 = UIView(frame: CGRect(x: 205, y: 362, width: 170, height: 16))
        row68.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row68)
        let row69 = UIView(frame: CGRect(x: 205, y: 382, width: 170, height: 16))
        row69.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row69)
        let row70 = UIView(frame: CGRect(x: 205, y: 402, width: 170, height: 16))
        row70.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row70)
        let row71 = UIView(frame: CGRect(x: 205, y: 422, width: 170, height: 16))
        row71.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row71)
        let row72 = UIView(frame: CGRect(x: 205, y: 442, width: 170, height: 16))
        row72.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row72)
        let row73 = UIView(frame: CGRect(x: 205, y: 462, width: 170, height: 16))
        row73.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row73)
        let row74 = UIView(frame: CGRect(x: 205, y: 482, width: 170, height: 16))
        row74.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row74)
        let row75 = UIView(frame: CGRect(x: 205, y: 502, width: 170, height: 16))
        row75.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row75)
        let row76 = UIView(frame: CGRect(x: 205, y: 522, width: 170, height: 16))
        row76.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row76)
        let row77 = UIView(frame: CGRect(x: 205, y: 542, width: 170, height: 16))
        row77.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row77)
        let row78 = UIView(frame: CGRect(x: 205, y: 562, width: 170, height: 16))
        row78.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row78)
        let row79 = UIView(frame: CGRect(x: 205, y: 582, width: 170, height: 16))
        row79.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row79)
        let row80 = UIView(frame: CGRect(x: 205, y: 602, width: 170, height: 16))
        row80.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row80)
        let row81 = UIView(frame: CGRect(x: 205, y: 622, width: 170, height: 16))
        row81.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row81)
        let row82 = UIView(frame: CGRect(x: 205, y: 642, width: 170, height: 16))
        row82.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row82)
        let row83 = UIView(frame: CGRect(x: 205, y: 662, width: 170, height: 16))
        row83.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row83)
        let row84 = UIView(frame: CGRect(x: 205, y: 682, width: 170, height: 16))
        row84.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row84)
        let row85 = UIView(frame: CGRect(x: 205, y: 702, width: 170, height: 16))
        row85.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row85)
        let row86 = UIView(frame: CGRect(x: 205, y: 722, width: 170, height: 16))
        row86.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row86)
        let row87 = UIView(frame: CGRect(x: 205, y: 742, width: 170, height: 16))
        row87.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row87)
        let row88 = UIView(frame: CGRect(x: 205, y: 762, width: 170, height: 16))
        row88.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row88)
        let row89 = UIView(frame: CGRect(x: 205, y: 782, width: 170, height: 16))
        row89.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row89)
        let row90 = UIView(frame: CGRect(x: 205, y: 802, width: 170, height: 16))
        row90.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row90)
        let row91 = UIView(frame: CGRect(x: 205, y: 822, width: 170, height: 16))
        row91.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row91)
        let row92 = UIView(frame: CGRect(x: 205, y: 842, width: 170, height: 16))
        row92.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row92)
        let row93 = UIView(frame: CGRect(x: 205, y: 862, width: 170, height: 16))
        row93.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row93)
        let row94 = UIView(frame: CGRect(x: 205, y: 882, width: 170, height: 16))
        row94.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row94)
        let row95 = UIView(frame: CGRect(x: 205, y: 902, width: 170, height: 16))
        row95.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row95)
        let row96 = UIView(frame: CGRect(x: 205, y: 922, width: 170, height: 16))
        row96.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row96)
        let row97 = UIView(frame: CGRect(x: 205, y: 942, width: 170, height: 16))
        row97.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row97)
        let row98 = UIView(frame: CGRect(x: 205, y: 962, width: 170, height: 16))
        row98.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row98)
        let row99 = UIView(frame: CGRect(x: 205, y: 982, width: 170, height: 16))
        row99.backgroundColor = UIColor(red: 77 / 255, green: 171 / 255, blue: 247 / 255, alpha: 1)  // #4dabf7
        view.addSubview(row99)
        let row100 = UIView(frame: CGRect(x: 205, y: 1002, width: 170, height: 16))
        row100.backgroundColor = UIColor(red: 116 / 255, green: 192 / 255, blue: 252 / 255, alpha: 1)  // #74c0fc
        view.addSubview(row100)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let row1Spring = UIAttachmentBehavior(item: row1, attachedToAnchor: CGPoint(x: 100, y: 30))
        row1Spring.length = 0
        row1Spring.damping = 0.6
        row1Spring.frequency = 2
        animator.addBehavior(row1Spring)

        let row2Spring = UIAttachmentBehavior(item: row2, attachedToAnchor: CGPoint(x: 100, y: 50))
        row2Spring.length = 0
        row2Spring.damping = 0.6
        row2Spring.frequency = 2
        animator.addBehavior(row2Spring)

        let row3Spring = UIAttachmentBehavior(item: row3, attachedToAnchor: CGPoint(x: 100, y: 70))
        row3Spring.length = 0
        row3Spring.damping = 0.6
        row3Spring.frequency = 2
        animator.addBehavior(row3Spring)

        let row4Spring = UIAttachmentBehavior(item: row4, attachedToAnchor: CGPoint(x: 100, y: 90))
        row4Spring.length = 0
        row4Spring.damping = 0.6
        row4Spring.frequency = 2
        animator.addBehavior(row4Spring)

        let row5Spring = UIAttachmentBehavior(item: row5, attachedToAnchor: CGPoint(x: 100, y: 110))
        row5Spring.length = 0
        row5Spring.damping = 0.6
        row5Spring.frequency = 2
        animator.addBehavior(row5Spring)

        let row6Spring = UIAttachmentBehavior(item: row6, attachedToAnchor: CGPoint(x: 100, y: 130))
        row6Spring.length = 0
        row6Spring.damping = 0.6
        row6Spring.frequency = 2
        animator.addBehavior(row6Spring)

        let row7Spring = UIAttachmentBehavior(item: row7, attachedToAnchor: CGPoint(x: 100, y: 150))
        row7Spring.length = 0
        row7Spring.damping = 0.6
        row7Spring.frequency = 2
        animator.addBehavior(row7Spring)

        let row8Spring = UIAttachmentBehavior(item: row8, attachedToAnchor: CGPoint(x: 100, y: 170))
        row8Spring.length = 0
        row8Spring.damping = 0.6
        row8Spring.frequency = 2
        animator.addBehavior(row8Spring)

        let row9Spring = UIAttachmentBehavior(item: row9, attachedToAnchor: CGPoint(x: 100, y: 190))
        row9Spring.length = 0
        row9Spring.damping = 0.6
        row9Spring.frequency = 2
        animator.addBehavior(row9Spring)

        let row10Spring = UIAttachmentBehavior(item: row10, attachedToAnchor: CGPoint(x: 100, y: 210))
        row10Spring.length = 0
        row10Spring.damping = 0.6
        row10Spring.frequency = 2
        animator.addBehavior(row10Spring)

        let row11Spring = UIAttachmentBehavior(item: row11, attachedToAnchor: CGPoint(x: 100, y: 230))
        row11Spring.length = 0
        row11Spring.damping = 0.6
        row11Spring.frequency = 2
        animator.addBehavior(row11Spring)

        let row12Spring = UIAttachmentBehavior(item: row12, attachedToAnchor: CGPoint(x: 100, y: 250))
        row12Spring.length = 0
        row12Spring.damping = 0.6
        row12Spring.frequency = 2
        animator.addBehavior(row12Spring)

        let row13Spring = UIAttachmentBehavior(item: row13, attachedToAnchor: CGPoint(x: 100, y: 270))
        row13Spring.length = 0
        row13Spring.damping = 0.6
        row13Spring.frequency = 2
        animator.addBehavior(row13Spring)

        let row14Spring = UIAttachmentBehavior(item: row14, attachedToAnchor: CGPoint(x: 100, y: 290))
        row14Spring.length = 0
        row14Spring.damping = 0.6
        row14Spring.frequency = 2
        animator.addBehavior(row14Spring)

        let row15Spring = UIAttachmentBehavior(item: row15, attachedToAnchor: CGPoint(x: 100, y: 310))
        row15Spring.length = 0
        row15Spring.damping = 0.6
        row15Spring.frequency = 2
        animator.addBehavior(row15Spring)

        let row16Spring = UIAttachmentBehavior(item: row16, attachedToAnchor: CGPoint(x: 100, y: 330))
        row16Spring.length = 0
        row16Spring.damping = 0.6
        row16Spring.frequency = 2
        animator.addBehavior(row16Spring)

        let row17Spring = UIAttachmentBehavior(item: row17, attachedToAnchor: CGPoint(x: 100, y: 350))
        row17Spring.length = 0
        row17Spring.damping = 0.6
        row17Spring.frequency = 2
        animator.addBehavior(row17Spring)

        let row18Spring = UIAttachmentBehavior(item: row18, attachedToAnchor: CGPoint(x: 100, y: 370))
        row18Spring.length = 0
        row18Spring.damping = 0.6
        row18Spring.frequency = 2
        animator.addBehavior(row18Spring)

        let row19Spring = UIAttachmentBehavior(item: row19, attachedToAnchor: CGPoint(x: 100, y: 390))
        row19Spring.length = 0
        row19Spring.damping = 0.6
        row19Spring.frequency = 2
        animator.addBehavior(row19Spring)

        let row20Spring = UIAttachmentBehavior(item: row20, attachedToAnchor: CGPoint(x: 100, y: 410))
        row20Spring.length = 0
        row20Spring.damping = 0.6
        row20Spring.frequency = 2
        animator.addBehavior(row20Spring)

        let row21Spring = UIAttachmentBehavior(item: row21, attachedToAnchor: CGPoint(x: 100, y: 430))
        row21Spring.length = 0
        row21Spring.damping = 0.6
        row21Spring.frequency = 2
        animator.addBehavior(row21Spring)

        let row22Spring = UIAttachmentBehavior(item: row22, attachedToAnchor: CGPoint(x: 100, y: 450))
        row22Spring.length = 0
        row22Spring.damping = 0.6
        row22Spring.frequency = 2
        animator.addBehavior(row22Spring)

        let row23Spring = UIAttachmentBehavior(item: row23, attachedToAnchor: CGPoint(x: 100, y: 470))
        row23Spring.length = 0
        row23Spring.damping = 0.6
        row23Spring.frequency = 2
        animator.addBehavior(row23Spring)

        let row24Spring = UIAttachmentBehavior(item: row24, attachedToAnchor: CGPoint(x: 100, y: 490))
        row24Spring.length = 0
        row24Spring.damping = 0.6
        row24Spring.frequency = 2
        animator.addBehavior(row24Spring)

        let row25Spring = UIAttachmentBehavior(item: row25, attachedToAnchor: CGPoint(x: 100, y: 510))
        row25Spring.length = 0
        row25Spring.damping = 0.6
        row25Spring.frequency = 2
        animator.addBehavior(row25Spring)

        let row26Spring = UIAttachmentBehavior(item: row26, attachedToAnchor: CGPoint(x: 100, y: 530))
        row26Spring.length = 0
        row26Spring.damping = 0.6
        row26Spring.frequency = 2
        animator.addBehavior(row26Spring)

        let row27Spring = UIAttachmentBehavior(item: row27, attachedToAnchor: CGPoint(x: 100, y: 550))
        row27Spring.length = 0
        row27Spring.damping = 0.6
        row27Spring.frequency = 2
        animator.addBehavior(row27Spring)

        let row28Spring = UIAttachmentBehavior(item: row28, attachedToAnchor: CGPoint(x: 100, y: 570))
        row28Spring.length = 0
        row28Spring.damping = 0.6
        row28Spring.frequency = 2
        animator.addBehavior(row28Spring)

        let row29Spring = UIAttachmentBehavior(item: row29, attachedToAnchor: CGPoint(x: 100, y: 590))
        row29Spring.length = 0
        row29Spring.damping = 0.6
        row29Spring.frequency = 2
        animator.addBehavior(row29Spring)

        let row30Spring = UIAttachmentBehavior(item: row30, attachedToAnchor: CGPoint(x: 100, y: 610))
        row30Spring.length = 0
        row30Spring.damping = 0.6
        row30Spring.frequency = 2
        animator.addBehavior(row30Spring)

        let row31Spring = UIAttachmentBehavior(item: row31, attachedToAnchor: CGPoint(x: 100, y: 630))
        row31Spring.length = 0
        row31Spring.damping = 0.6
        row31Spring.frequency = 2
        animator.addBehavior(row31Spring)

        let row32Spring = UIAttachmentBehavior(item: row32, attachedToAnchor: CGPoint(x: 100, y: 650))
        row32Spring.length = 0
        row32Spring.damping = 0.6
        row32Spring.frequency = 2
        animator.addBehavior(row32Spring)

        let row33Spring = UIAttachmentBehavior(item: row33, attachedToAnchor: CGPoint(x: 100, y: 670))
        row33Spring.length = 0
        row33Spring.damping = 0.6
        row33Spring.frequency = 2
        animator.addBehavior(row33Spring)

        let row34Spring = UIAttachmentBehavior(item: row34, attachedToAnchor: CGPoint(x: 100, y: 690))
        row34Spring.length = 0
        row34Spring.damping = 0.6
        row34Spring.frequency = 2
        animator.addBehavior(row34Spring)

        let row35Spring = UIAttachmentBehavior(item: row35, attachedToAnchor: CGPoint(x: 100, y: 710))
        row35Spring.length = 0
        row35Spring.damping = 0.6
        row35Spring.frequency = 2
        animator.addBehavior(row35Spring)

        let row36Spring = UIAttachmentBehavior(item: row36, attachedToAnchor: CGPoint(x: 100, y: 730))
        row36Spring.length = 0
        row36Spring.damping = 0.6
        row36Spring.frequency = 2
        animator.addBehavior(row36Spring)

        let row37Spring = UIAttachmentBehavior(item: row37, attachedToAnchor: CGPoint(x: 100, y: 750))
        row37Spring.length = 0
        row37Spring.damping = 0.6
        row37Spring.frequency = 2
        animator.addBehavior(row37Spring)

        let row38Spring = UIAttachmentBehavior(item: row38, attachedToAnchor: CGPoint(x: 100, y: 770))
        row38Spring.length = 0
        row38Spring.damping = 0.6
        row38Spring.frequency = 2
        animator.addBehavior(row38Spring)

        let row39Spring = UIAttachmentBehavior(item: row39, attachedToAnchor: CGPoint(x: 100, y: 790))
        row39Spring.length = 0
        row39Spring.damping = 0.6
        row39Spring.frequency = 2
        animator.addBehavior(row39Spring)

        let row40Spring = UIAttachmentBehavior(item: row40, attachedToAnchor: CGPoint(x: 100, y: 810))
        row40Spring.length = 0
        row40Spring.damping = 0.6
        row40Spring.frequency = 2
        animator.addBehavior(row40Spring)

        let row41Spring = UIAttachmentBehavior(item: row41, attachedToAnchor: CGPoint(x: 100, y: 830))
        row41Spring.length = 0
        row41Spring.damping = 0.6
        row41Spring.frequency = 2
        animator.addBehavior(row41Spring)

        let row42Spring = UIAttachmentBehavior(item: row42, attachedToAnchor: CGPoint(x: 100, y: 850))
        row42Spring.length = 0
        row42Spring.damping = 0.6
        row42Spring.frequency = 2
        animator.addBehavior(row42Spring)

        let row43Spring = UIAttachmentBehavior(item: row43, attachedToAnchor: CGPoint(x: 100, y: 870))
        row43Spring.length = 0
        row43Spring.damping = 0.6
        row43Spring.frequency = 2
        animator.addBehavior(row43Spring)

        let row44Spring = UIAttachmentBehavior(item: row44, attachedToAnchor: CGPoint(x: 100, y: 890))
        row44Spring.length = 0
        row44Spring.damping = 0.6
        row44Spring.frequency = 2
        animator.addBehavior(row44Spring)

        let row45Spring = UIAttachmentBehavior(item: row45, attachedToAnchor: CGPoint(x: 100, y: 910))
        row45Spring.length = 0
        row45Spring.damping = 0.6
        row45Spring.frequency = 2
        animator.addBehavior(row45Spring)

        let row46Spring = UIAttachmentBehavior(item: row46, attachedToAnchor: CGPoint(x: 100, y: 930))
        row46Spring.length = 0
        row46Spring.damping = 0.6
        row46Spring.frequency = 2
        animator.addBehavior(row46Spring)

        let row47Spring = UIAttachmentBehavior(item: row47, attachedToAnchor: CGPoint(x: 100, y: 950))
        row47Spring.length = 0
        row47Spring.damping = 0.6
        row47Spring.frequency = 2
        animator.addBehavior(row47Spring)

        let row48Spring = UIAttachmentBehavior(item: row48, attachedToAnchor: CGPoint(x: 100, y: 970))
        row48Spring.length = 0
        row48Spring.damping = 0.6
        row48Spring.frequency = 2
        animator.addBehavior(row48Spring)

        let row49Spring = UIAttachmentBehavior(item: row49, attachedToAnchor: CGPoint(x: 100, y: 990))
        row49Spring.length = 0
        row49Spring.damping = 0.6
        row49Spring.frequency = 2
        animator.addBehavior(row49Spring)

        let row50Spring = UIAttachmentBehavior(item: row50, attachedToAnchor: CGPoint(x: 100, y: 1010))
        row50Spring.length = 0
        row50Spring.damping = 0.6
        row50Spring.frequency = 2
        animator.addBehavior(row50Spring)

        let row51Spring = UIAttachmentBehavior(item: row51, attachedToAnchor: CGPoint(x: 290, y: 30))
        row51Spring.length = 0
        row51Spring.damping = 0.6
        row51Spring.frequency = 2
        animator.addBehavior(row51Spring)

        let row52Spring = UIAttachmentBehavior(item: row52, attachedToAnchor: CGPoint(x: 290, y: 50))
        row52Spring.length = 0
        row52Spring.damping = 0.6
        row52Spring.frequency = 2
        animator.addBehavior(row52Spring)

        let row53Spring = UIAttachmentBehavior(item: row53, attachedToAnchor: CGPoint(x: 290, y: 70))
        row53Spring.length = 0
        row53Spring.damping = 0.6
        row53Spring.frequency = 2
        animator.addBehavior(row53Spring)

        let row54Spring = UIAttachmentBehavior(item: row54, attachedToAnchor: CGPoint(x: 290, y: 90))
        row54Spring.length = 0
        row54Spring.damping = 0.6
        row54Spring.frequency = 2
        animator.addBehavior(row54Spring)

        let row55Spring = UIAttachmentBehavior(item: row55, attachedToAnchor: CGPoint(x: 290, y: 110))
        row55Spring.length = 0
        row55Spring.damping = 0.6
        row55Spring.frequency = 2
        animator.addBehavior(row55Spring)

        let row56Spring = UIAttachmentBehavior(item: row56, attachedToAnchor: CGPoint(x: 290, y: 130))
        row56Spring.length = 0
        row56Spring.damping = 0.6
        row56Spring.frequency = 2
        animator.addBehavior(row56Spring)

        let row57Spring = UIAttachmentBehavior(item: row57, attachedToAnchor: CGPoint(x: 290, y: 150))
        row57Spring.length = 0
        row57Spring.damping = 0.6
        row57Spring.frequency = 2
        animator.addBehavior(row57Spring)

        let row58Spring = UIAttachmentBehavior(item: row58, attachedToAnchor: CGPoint(x: 290, y: 170))
        row58Spring.length = 0
        row58Spring.damping = 0.6
        row58Spring.frequency = 2
        animator.addBehavior(row58Spring)

        let row59Spring = UIAttachmentBehavior(item: row59, attachedToAnchor: CGPoint(x: 290, y: 190))
        row59Spring.length = 0
        row59Spring.damping = 0.6
        row59Spring.frequency = 2
        animator.addBehavior(row59Spring)

        let row60Spring = UIAttachmentBehavior(item: row60, attachedToAnchor: CGPoint(x: 290, y: 210))
        row60Spring.length = 0
        row60Spring.damping = 0.6
        row60Spring.frequency = 2
        animator.addBehavior(row60Spring)

        let row61Spring = UIAttachmentBehavior(item: row61, attachedToAnchor: CGPoint(x: 290, y: 230))
        row61Spring.length = 0
        row61Spring.damping = 0.6
        row61Spring.frequency = 2
        animator.addBehavior(row61Spring)

        let row62Spring = UIAttachmentBehavior(item: row62, attachedToAnchor: CGPoint(x: 290, y: 250))
        row62Spring.length = 0
        row62Spring.damping = 0.6
        row62Spring.frequency = 2
        animator.addBehavior(row62Spring)

        let row63Spring = UIAttachmentBehavior(item: row63, attachedToAnchor: CGPoint(x: 290, y: 270))
        row63Spring.length = 0
        row63Spring.damping = 0.6
        row63Spring.frequency = 2
        animator.addBehavior(row63Spring)

        let row64Spring = UIAttachmentBehavior(item: row64, attachedToAnchor: CGPoint(x: 290, y: 290))
        row64Spring.length = 0
        row64Spring.damping = 0.6
        row64Spring.frequency = 2
        animator.addBehavior(row64Spring)

        let row65Spring = UIAttachmentBehavior(item: row65, attachedToAnchor: CGPoint(x: 290, y: 310))
        row65Spring.length = 0
        row65Spring.damping = 0.6
        row65Spring.frequency = 2
        animator.addBehavior(row65Spring)

        let row66Spring = UIAttachmentBehavior(item: row66, attachedToAnchor: CGPoint(x: 290, y: 330))
        row66Spring.length = 0
        row66Spring.damping = 0.6
        row66Spring.frequency = 2
        animator.addBehavior(row66Spring)

        let row67Spring = UIAttachmentBehavior(item: row67, attachedToAnchor: CGPoint(x: 290, y: 350))
        row67Spring.length = 0
        row67Spring.damping = 0.6
        row67Spring.frequency = 2
        animator.addBehavior(row67Spring)

        let row68Spring = UIAttachmentBehavior(item: row68, attachedToAnchor: CGPoint(x: 290, y: 370))
        row68Spring.length = 0
        row68Spring.damping = 0.6
        row68Spring.frequency = 2
        animator.addBehavior(row68Spring)

        let row69Spring = UIAttachmentBehavior(item: row69, attachedToAnchor: CGPoint(x: 290, y: 390))
        row69Spring.length = 0
        row69Spring.damping = 0.6
        row69Spring.frequency = 2
        animator.addBehavior(row69Spring)

        let row70Spring = UIAttachmentBehavior(item: row70, attachedToAnchor: CGPoint(x: 290, y: 410))
        row70Spring.length = 0
        row70Spring.damping = 0.6
        row70Spring.frequency = 2
        animator.addBehavior(row70Spring)

        let row71Spring = UIAttachmentBehavior(item: row71, attachedToAnchor: CGPoint(x: 290, y: 430))
        row71Spring.length = 0
        row71Spring.damping = 0.6
        row71Spring.frequency = 2
        animator.addBehavior(row71Spring)

        let row72Spring = UIAttachmentBehavior(item: row72, attachedToAnchor: CGPoint(x: 290, y: 450))
        row72Spring.length = 0
        row72Spring.damping = 0.6
        row72Spring.frequency = 2
        animator.addBehavior(row72Spring)

        let row73Spring = UIAttachmentBehavior(item: row73, attachedToAnchor: CGPoint(x: 290, y: 470))
        row73Spring.length = 0
        row73Spring.damping = 0.6
        row73Spring.frequency = 2
        animator.addBehavior(row73Spring)

        let row74Spring = UIAttachmentBehavior(item: row74, attachedToAnchor: CGPoint(x: 290, y: 490))
        row74Spring.length = 0
        row74Spring.damping = 0.6
        row74Spring.frequency = 2
        animator.addBehavior(row74Spring)

        let row75Spring = UIAttachmentBehavior(item: row75, attachedToAnchor: CGPoint(x: 290, y: 510))
        row75Spring.length = 0
        row75Spring.damping = 0.6
        row75Spring.frequency = 2
        animator.addBehavior(row75Spring)

        let row76Spring = UIAttachmentBehavior(item: row76, attachedToAnchor: CGPoint(x: 290, y: 530))
        row76Spring.length = 0
        row76Spring.damping = 0.6
        row76Spring.frequency = 2
        animator.addBehavior(row76Spring)

        let row77Spring = UIAttachmentBehavior(item: row77, attachedToAnchor: CGPoint(x: 290, y: 550))
        row77Spring.length = 0
        row77Spring.damping = 0.6
        row77Spring.frequency = 2
        animator.addBehavior(row77Spring)

        let row78Spring = UIAttachmentBehavior(item: row78, attachedToAnchor: CGPoint(x: 290, y: 570))
        row78Spring.length = 0
        row78Spring.damping = 0.6
        row78Spring.frequency = 2
        animator.addBehavior(row78Spring)

        let row79Spring = UIAttachmentBehavior(item: row79, attachedToAnchor: CGPoint(x: 290, y: 590))
        row79Spring.length = 0
        row79Spring.damping = 0.6
        row79Spring.frequency = 2
        animator.addBehavior(row79Spring)

        let row80Spring = UIAttachmentBehavior(item: row80, attachedToAnchor: CGPoint(x: 290, y: 610))
        row80Spring.length = 0
        row80Spring.damping = 0.6
        row80Spring.frequency = 2
        animator.addBehavior(row80Spring)

        let row81Spring = UIAttachmentBehavior(item: row81, attachedToAnchor: CGPoint(x: 290, y: 630))
        row81Spring.length = 0
        row81Spring.damping = 0.6
        row81Spring.frequency = 2
        animator.addBehavior(row81Spring)

        let row82Spring = UIAttachmentBehavior(item: row82, attachedToAnchor: CGPoint(x: 290, y: 650))
        row82Spring.length = 0
        row82Spring.damping = 0.6
        row82Spring.frequency = 2
        animator.addBehavior(row82Spring)

        let row83Spring = UIAttachmentBehavior(item: row83, attachedToAnchor: CGPoint(x: 290, y: 670))
        row83Spring.length = 0
        row83Spring.damping = 0.6
        row83Spring.frequency = 2
        animator.addBehavior(row83Spring)

        let row84Spring = UIAttachmentBehavior(item: row84, attachedToAnchor: CGPoint(x: 290, y: 690))
        row84Spring.length = 0
        row84Spring.damping = 0.6
        row84Spring.frequency = 2
        animator.addBehavior(row84Spring)

        let row85Spring = UIAttachmentBehavior(item: row85, attachedToAnchor: CGPoint(x: 290, y: 710))
        row85Spring.length = 0
        row85Spring.damping = 0.6
        row85Spring.frequency = 2
        animator.addBehavior(row85Spring)

        let row86Spring = UIAttachmentBehavior(item: row86, attachedToAnchor: CGPoint(x: 290, y: 730))
        row86Spring.length = 0
        row86Spring.damping = 0.6
        row86Spring.frequency = 2
        animator.addBehavior(row86Spring)

        let row87Spring = UIAttachmentBehavior(item: row87, attachedToAnchor: CGPoint(x: 290, y: 750))
        row87Spring.length = 0
        row87Spring.damping = 0.6
        row87Spring.frequency = 2
        animator.addBehavior(row87Spring)

        let row88Spring = UIAttachmentBehavior(item: row88, attachedToAnchor: CGPoint(x: 290, y: 770))
        row88Spring.length = 0
        row88Spring.damping = 0.6
        row88Spring.frequency = 2
        animator.addBehavior(row88Spring)

        let row89Spring = UIAttachmentBehavior(item: row89, attachedToAnchor: CGPoint(x: 290, y: 790))
        row89Spring.length = 0
        row89Spring.damping = 0.6
        row89Spring.frequency = 2
        animator.addBehavior(row89Spring)

        let row90Spring = UIAttachmentBehavior(item: row90, attachedToAnchor: CGPoint(x: 290, y: 810))
        row90Spring.length = 0
        row90Spring.damping = 0.6
        row90Spring.frequency = 2
        animator.addBehavior(row90Spring)

        let row91Spring = UIAttachmentBehavior(item: row91, attachedToAnchor: CGPoint(x: 290, y: 830))
        row91Spring.length = 0
        row91Spring.damping = 0.6
        row91Spring.frequency = 2
        animator.addBehavior(row91Spring)

        let row92Spring = UIAttachmentBehavior(item: row92, attachedToAnchor: CGPoint(x: 290, y: 850))
        row92Spring.length = 0
        row92Spring.damping = 0.6
        row92Spring.frequency = 2
        animator.addBehavior(row92Spring)

        let row93Spring = UIAttachmentBehavior(item: row93, attachedToAnchor: CGPoint(x: 290, y: 870))
        row93Spring.length = 0
        row93Spring.damping = 0.6
        row93Spring.frequency = 2
        animator.addBehavior(row93Spring)

        let row94Spring = UIAttachmentBehavior(item: row94, attachedToAnchor: CGPoint(x: 290, y: 890))
        row94Spring.length = 0
        row94Spring.damping = 0.6
        row94Spring.frequency = 2
        animator.addBehavior(row94Spring)

        let row95Spring = UIAttachmentBehavior(item: row95, attachedToAnchor: CGPoint(x: 290, y: 910))
        row95Spring.length = 0
        row95Spring.damping = 0.6
        row95Spring.frequency = 2
        animator.addBehavior(row95Spring)

        let row96Spring = UIAttachmentBehavior(item: row96, attachedToAnchor: CGPoint(x: 290, y: 930))
        row96Spring.length = 0
        row96Spring.damping = 0.6
        row96Spring.frequency = 2
        animator.addBehavior(row96Spring)

        let row97Spring = UIAttachmentBehavior(item: row97, attachedToAnchor: CGPoint(x: 290, y: 950))
        row97Spring.length = 0
        row97Spring.damping = 0.6
        row97Spring.frequency = 2
        animator.addBehavior(row97Spring)

        let row98Spring = UIAttachmentBehavior(item: row98, attachedToAnchor: CGPoint(x: 290, y: 970))
        row98Spring.length = 0
        row98Spring.damping = 0.6
        row98Spring.frequency = 2
        animator.addBehavior(row98Spring)

        let row99Spring = UIAttachmentBehavior(item: row99, attachedToAnchor: CGPoint(x: 290, y: 990))
        row99Spring.length = 0
        row99Spring.damping = 0.6
        row99Spring.frequency = 2
        animator.addBehavior(row99Spring)

        let row100Spring = UIAttachmentBehavior(item: row100, attachedToAnchor: CGPoint(x: 290, y: 1010))
        row100Spring.length = 0
        row100Spring.damping = 0.6
        row100Spring.frequency = 2
        animator.addBehavior(row100Spring)

        let upright = UIDynamicItemBehavior(items: [row1, row2, row3, row4, row5, row6, row7, row8, row9, row10, row11, row12, row13, row14, row15, row16, row17, row18, row19, row20, row21, row22, row23, row24, row25, row26, row27, row28, row29, row30, row31, row32, row33, row34, row35, row36, row37, row38, row39, row40, row41, row42, row43, row44, row45, row46, row47, row48, row49, row50, row51, row52, row53, row54, row55, row56, row57, row58, row59, row60, row61, row62, row63, row64, row65, row66, row67, row68, row69, row70, row71, row72, row73, row74, row75, row76, row77, row78, row79, row80, row81, row82, row83, row84, row85, row86, row87, row88, row89, row90, row91, row92, row93, row94, row95, row96, row97, row98, row99, row100])
        upright.allowsRotation = false
        animator.addBehavior(upright)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        // at 0.5 s: move the anchors of "row-21-spring", "row-20-spring", "row-19-spring", "row-18-spring",
        // "row-17-spring", "row-16-spring", "row-15-spring", "row-14-spring", "row-13-spring",
        // "row-12-spring", "row-11-spring", "row-10-spring", "row-9-spring", "row-8-spring", "row-7-spring",
        // "row-6-spring", "row-5-spring", "row-4-spring", "row-3-spring", "row-2-spring", "row-1-spring",
        // each 0.01 s after the previous, along (0, 0) at +0 s, (0, -240) at +0.4 s, (0, 0) at +1 s (your
        // finger)
        // at 0.5 s: move the anchors of "row-22-spring", "row-23-spring", "row-24-spring", "row-25-spring",
        // "row-26-spring", "row-27-spring", "row-28-spring", "row-29-spring", "row-30-spring",
        // "row-31-spring", "row-32-spring", "row-33-spring", "row-34-spring", "row-35-spring",
        // "row-36-spring", "row-37-spring", "row-38-spring", "row-39-spring", "row-40-spring",
        // "row-41-spring", "row-42-spring", "row-43-spring", "row-44-spring", "row-45-spring",
        // "row-46-spring", "row-47-spring", "row-48-spring", "row-49-spring", "row-50-spring", each 0.01 s
        // after the previous, along (0, 0) at +0 s, (0, -240) at +0.4 s, (0, 0) at +1 s (your finger)
        // at 0.5 s: move the anchors of "row-71-spring", "row-70-spring", "row-69-spring", "row-68-spring",
        // "row-67-spring", "row-66-spring", "row-65-spring", "row-64-spring", "row-63-spring",
        // "row-62-spring", "row-61-spring", "row-60-spring", "row-59-spring", "row-58-spring",
        // "row-57-spring", "row-56-spring", "row-55-spring", "row-54-spring", "row-53-spring",
        // "row-52-spring", "row-51-spring", each 0.01 s after the previous, along (0, 0) at +0 s, (0, -240)
        // at +0.4 s, (0, 0) at +1 s (your finger)
        // at 0.5 s: move the anchors of "row-72-spring", "row-73-spring", "row-74-spring", "row-75-spring",
        // "row-76-spring", "row-77-spring", "row-78-spring", "row-79-spring", "row-80-spring",
        // "row-81-spring", "row-82-spring", "row-83-spring", "row-84-spring", "row-85-spring",
        // "row-86-spring", "row-87-spring", "row-88-spring", "row-89-spring", "row-90-spring",
        // "row-91-spring", "row-92-spring", "row-93-spring", "row-94-spring", "row-95-spring",
        // "row-96-spring", "row-97-spring", "row-98-spring", "row-99-spring", "row-100-spring", each 0.01 s
        // after the previous, along (0, 0) at +0 s, (0, -240) at +0.4 s, (0, 0) at +1 s (your finger)

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [row1, row2, row3, row4, row5, row6, row7, row8, row9, row10, row11, row12, row13, row14, row15, row16, row17, row18, row19, row20, row21, row22, row23, row24, row25, row26, row27, row28, row29, row30, row31, row32, row33, row34, row35, row36, row37, row38, row39, row40, row41, row42, row43, row44, row45, row46, row47, row48, row49, row50, row51, row52, row53, row54, row55, row56, row57, row58, row59, row60, row61, row62, row63, row64, row65, row66, row67, row68, row69, row70, row71, row72, row73, row74, row75, row76, row77, row78, row79, row80, row81, row82, row83, row84, row85, row86, row87, row88, row89, row90, row91, row92, row93, row94, row95, row96, row97, row98, row99, row100] {
            let pan = UIPanGestureRecognizer(target: self, action: BasicsSpringyListViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
            draggable.addGestureRecognizer(pan)
        }
    }

    /// A finger drags the view it touched, as the playground's pointer does: an attachment from
    /// the touched point to the finger follows it; let go, the attachment goes and the view
    /// keeps the finger's velocity.
    func handlePan(_ gesture: UIPanGestureRecognizer) {  // @objc on iOS
        guard let touched = gesture.view else { return }
        let item: any UIDynamicItem = touched
        let finger = gesture.location(in: view)
        switch gesture.state {
        case .began:
            let attachment = UIAttachmentBehavior(
                item: item, offsetFromCenter: touchOffset(finger, in: item), attachedToAnchor: finger)
            animator.addBehavior(attachment)
            dragAttachment = attachment
        case .changed:
            dragAttachment?.anchorPoint = finger
        case .ended, .cancelled, .failed:
            guard let attachment = dragAttachment else { return }
            // The item behavior first: it keeps the view in the animator if the drag was its only behavior.
            flickBehavior.addItem(item)
            animator.removeBehavior(attachment)
            dragAttachment = nil
            // The view leaves at the finger's velocity, whatever it had before.
            let velocity = gesture.velocity(in: view)
            let current = flickBehavior.linearVelocity(for: item)
            flickBehavior.addLinearVelocity(CGPoint(x: velocity.x - current.x, y: velocity.y - current.y), for: item)
        default:
            break
        }
    }

    /// The touch's offset from the item's centre in the item's own (unrotated) axes, so attaching
    /// at the touch moves nothing.
    private func touchOffset(_ touch: CGPoint, in item: any UIDynamicItem) -> UIOffset {
        let angle = atan2(item.transform.b, item.transform.a)
        let (c, s) = (cos(angle), sin(angle))
        let dx = touch.x - item.center.x
        let dy = touch.y - item.center.y
        return UIOffset(horizontal: c * dx + s * dy, vertical: -s * dx + c * dy)
    }
}
